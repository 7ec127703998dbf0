import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot unmount after each test by itself.
afterEach(cleanup);

// findBy* waits for what the user would see; 1 s (the default) is too short for jsdom on a loaded machine.
configure({ asyncUtilTimeout: 5000 });
