// `npm run dev`: the API with reload, and each front end from webpack-dev-server (shell on :3000 proxies /api to :8080).
import { spawn } from 'node:child_process';

// The API tells the shell to load each remote from its dev server.
const remotesEnv = {
  REMOTE_PUBLIC_URL: 'http://localhost:3001/mf-manifest.json',
  REMOTE_CUSTOMER_URL: 'http://localhost:3002/mf-manifest.json',
  REMOTE_TRANSLATOR_URL: 'http://localhost:3003/mf-manifest.json',
  REMOTE_ADMIN_URL: 'http://localhost:3004/mf-manifest.json',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'api/src/server.ts'], { stdio: 'inherit', env: { ...remotesEnv, ...process.env } }),
  ...['shell', 'mfe-public', 'mfe-customer', 'mfe-translator', 'mfe-admin'].map((pkg) =>
    spawn('npm', ['run', 'serve', '-w', pkg], { stdio: 'inherit' }),
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
