import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { preloadScreens } from '../components/lazy-screen/lazy-screen';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder, which react-router 7 reads when it loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a first render with lazy
// modules takes longer than that. A passing test never waits for the timeout, so a generous one costs nothing.
configure({ asyncUtilTimeout: 10_000 });

// Screens are split into chunks loaded on first show (lazyScreen); a component test renders them as they were.
beforeAll(() => preloadScreens());
