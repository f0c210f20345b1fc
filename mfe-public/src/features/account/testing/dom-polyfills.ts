import { TextDecoder, TextEncoder } from 'node:util';

/**
 * jsdom lacks TextEncoder, which react-router 7 reads when it loads. Import this before react-router-dom.
 * (Belongs in shared-ui's jest setup; kept here until that file carries it.)
 */
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
