import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** A process that installs the guards, then meets a stray rejection and later an uncaught exception. */
const script = `
  const pino = require('pino');
  const { installProcessGuards } = require(${JSON.stringify(path.join(__dirname, 'process-guards.ts'))});
  installProcessGuards(pino());
  Promise.reject(new Error('stray rejection'));
  setTimeout(() => console.log('STILL SERVING'), 50);
  setTimeout(() => { throw new Error('thrown from a handler'); }, 100);
  setTimeout(() => console.log('NEVER PRINTED'), 1000);
`;

describe('what the process does with an error nothing caught', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  const logLines = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string; stack: string } });

  it('logs a stray rejection with its stack and goes on serving', () => {
    const rejection = logLines.find((l) => l.err?.message === 'stray rejection');
    expect(rejection).toMatchObject({ level: 50, msg: expect.stringContaining('serving on') });
    expect(rejection?.err?.stack).toContain('stray rejection');
    expect(run.stdout).toContain('STILL SERVING');
  });

  it('logs an uncaught exception as fatal and exits with 1', () => {
    expect(logLines.find((l) => l.err?.message === 'thrown from a handler')).toMatchObject({ level: 60 });
    expect(run.stdout).not.toContain('NEVER PRINTED');
    expect(run.status).toBe(1);
  });
});
