import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { preloadScreens } from '../components/lazy-screen/lazy-screen';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder, which react-router 7 reads when it loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom's Blob has no arrayBuffer() (every browser has); the verification page hashes files through it.
if (typeof Blob !== 'undefined' && !('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob): Promise<ArrayBuffer> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a first render with lazy
// modules takes longer than that. A passing test never waits for the timeout, so a generous one costs nothing.
configure({ asyncUtilTimeout: 10_000 });

// Screens are split into chunks loaded on first show (lazyScreen); a component test renders them as they were.
beforeAll(() => preloadScreens());
