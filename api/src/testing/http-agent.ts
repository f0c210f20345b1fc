import { Agent } from 'undici';

/**
 * The tests' HTTP connection pool. Node's server closes an idle keep-alive socket after 5 s, and fetch's default
 * pool keeps it for 4 s on a timer of one-second grain: under a loaded CI machine the two cross and a request
 * written onto a socket the server is closing fails with ECONNRESET. Letting our idle sockets go after 1 s keeps
 * a wide margin without hiding any answer the server really gives.
 */
export const testAgent = new Agent({ keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 });
