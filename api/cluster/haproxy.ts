import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's HAProxy (`apt-get install haproxy`; .ci/run installs it when missing). */
export const haproxyBinary = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));

/**
 * HAProxy in front of the API instances, the way a deployment would put it: round robin, each backend checked on
 * /api/ready twice a second and taken out after two failures, a request whose connection could not be made sent to
 * another instance. Every answer says which instance gave it (X-Backend), for the test to tell them apart.
 */
export function haproxyConfig(port: number, backends: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 1',
    '  http-response set-header X-Backend %s',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');
}

export async function startHaproxy(
  port: number,
  backends: { name: string; port: number }[],
): Promise<{ url: string; stop(): Promise<void> }> {
  if (!haproxyBinary) throw new Error('HAProxy is not installed: apt-get install -y haproxy');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tercume-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, backends));
  const child: ChildProcess = spawn(haproxyBinary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`HAProxy did not start:\n${printed}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
