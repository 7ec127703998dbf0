import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Emotion cache that mirrors every style for right-to-left; loaded only when RTL is chosen. */
export const rtlCache = createCache({ key: 'css-rtl', stylisPlugins: [prefixer, rtlPlugin] });
