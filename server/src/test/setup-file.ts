import { afterAll } from 'vitest';
import { closeOpenedInFile } from './helper';

/**
 * Run before each test file: the workers keep their modules between files (isolate: false), so a
 * hook registered when helper.ts is first imported would close only the first file's databases.
 */
afterAll(closeOpenedInFile);
