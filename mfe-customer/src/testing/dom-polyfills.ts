import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom lacks TextEncoder, which react-router 7 reads when it loads. Import this before react-router-dom. */
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
