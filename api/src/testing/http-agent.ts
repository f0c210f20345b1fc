import { Agent } from 'undici';

/**
 * The tests' HTTP client opens a fresh connection per request (pipelining 0 turns keep-alive off). With sockets
 * reused, a loaded CI machine now and then wrote a request onto a socket the server was closing at the same moment
 * (ECONNRESET in the access matrix, hundreds of requests at once); a fresh socket has no such race, and any reset
 * the server really makes still fails the test that saw it.
 */
export const testAgent = new Agent({ pipelining: 0 });
