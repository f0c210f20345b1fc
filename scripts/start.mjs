// `npm start`: build the front ends that are missing or stale, then serve everything on one origin.
// package.json runs this with `exec`: npm passes SIGTERM to its child, and without `exec` that child is a shell
// that does not pass it on (measured: npm exited, the server kept running as an orphan). The server runs as a child process; this one only relays. SIGTERM and SIGINT go on to the server, which drains
// (api/src/server.ts), and this process ends when the server does, with its exit code: an orchestrator that stops
// `npm start` stops the server, never an orphan that keeps answering /api/ready.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontends } from './build-frontends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Stopped while building: nothing is serving yet, so stop at once with the usual code of that signal.
    if (!server) process.exit(128 + constants.signals[signal]);
    server.kill(signal);
  });
}
await buildFrontends();
server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
