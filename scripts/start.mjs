// `npm start`: build the front ends that are missing or stale, then serve everything on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontends } from './build-frontends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildFrontends();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
