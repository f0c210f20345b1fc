import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The repository root: jest and the npm scripts run there. */
const root = process.cwd();

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for a failing test to show. */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * The API as `npm start` runs it, in a process of its own (so a test can SIGKILL it), on 127.0.0.1:`port`, with
 * `env` on top of a quiet default. Resolves once /api/ready answers 200.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<ApiProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'warn',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the API process exited before it was ready:\n${printed}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process was not ready within ${timeoutMs} ms:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, output: () => printed, exited };
}
