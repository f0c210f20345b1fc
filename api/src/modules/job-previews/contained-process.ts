import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** The ceilings of one child process that reads or draws a customer's file (docs/decisions.md, "Hostile documents"). */
export interface ProcessLimits {
  /** Address space of the whole process (RLIMIT_AS), not only the JavaScript heap: canvases and inflated data count. */
  memoryMb: number;
  /** CPU time (RLIMIT_CPU); the kernel stops the process when it is spent. */
  cpuSeconds: number;
  /** Time on the clock: a process that waits (or is starved) is killed all the same. */
  wallSeconds: number;
  /** Largest file it may write (RLIMIT_FSIZE): its one output image. */
  fileMb: number;
  /** What it may print: one line of JSON. */
  stdoutBytes: number;
}

/** What the child printed (its last line, JSON) and the most memory it held (VmHWM, kB). */
export interface ContainedResult {
  output: unknown;
  peakRssKb: number;
}

/** The child failed, was killed by a limit, or printed something else than its answer. */
export class ContainedProcessError extends Error {
  constructor(
    message: string,
    readonly peakRssKb: number,
  ) {
    super(message);
  }
}

/**
 * V8 and the canvas library reserve address space they never touch (V8 ~0.5 GB, mimalloc 1 GB arenas): the arena is
 * made small so that RLIMIT_AS bounds what the process can really use. glibc's per-thread arenas likewise.
 */
const childEnvironment = { MIMALLOC_ARENA_RESERVE: '65536', MALLOC_ARENA_MAX: '2', UV_THREADPOOL_SIZE: '2' };

/**
 * A heap well inside the address space; and WebAssembly (pdf.js's decoders, undici's parser) without its 8 GB guard
 * reservation per memory, which no address-space limit admits: bounds are checked in code instead.
 */
const nodeFlags = ['--max-old-space-size=384', '--disable-wasm-trap-handler'];

/** The peak resident memory of a running process, from /proc (0 once it is gone). */
async function residentPeakKb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Runs a plain-JavaScript script in a child process whose whole memory, CPU time, file size and output are capped
 * by the kernel (`ulimit` in the shell that execs node, so the limits hold from the first instruction). The script
 * prints one JSON line with `maxRssKb` (its own peak); the peak is also sampled from /proc while it runs, for a
 * child that dies before it can say.
 */
export function runContained(script: string, args: string[], limits: ProcessLimits): Promise<ContainedResult> {
  const ulimits = [
    `ulimit -v ${limits.memoryMb * 1024}`,
    `ulimit -t ${limits.cpuSeconds}`,
    `ulimit -f ${limits.fileMb * 2048}`, // 512-byte blocks
  ].join(' && ');
  const child = spawn(
    '/bin/sh',
    ['-c', `${ulimits} && exec "$0" "$@"`, process.execPath, ...nodeFlags, script, ...args],
    { env: childEnvironment, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let peakRssKb = 0;
  let stdout = '';
  let stderr = '';
  let overflow = false;
  const sample = async () => {
    if (child.pid !== undefined) peakRssKb = Math.max(peakRssKb, await residentPeakKb(child.pid));
  };
  const sampler = setInterval(() => void sample(), 50);
  const killer = setTimeout(() => child.kill('SIGKILL'), limits.wallSeconds * 1000);
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.length > limits.stdoutBytes) {
      overflow = true;
      child.kill('SIGKILL');
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    child.on('error', (err) => {
      clearInterval(sampler);
      clearTimeout(killer);
      reject(new ContainedProcessError(err.message, peakRssKb));
    });
    child.on('close', (code, signal) => {
      clearInterval(sampler);
      clearTimeout(killer);
      let output: { maxRssKb?: unknown; error?: unknown } | undefined;
      try {
        output = overflow ? undefined : (JSON.parse(stdout.trim().split('\n').pop() ?? '') as typeof output);
      } catch {
        output = undefined;
      }
      if (typeof output?.maxRssKb === 'number') peakRssKb = Math.max(peakRssKb, output.maxRssKb);
      if (code === 0 && output && output.error === undefined) return resolve({ output, peakRssKb });
      const why = overflow
        ? 'printed more than its answer'
        : typeof output?.error === 'string'
          ? output.error
          : `exited with ${signal ?? code}: ${stderr.trim().split('\n').slice(-3).join(' / ')}`;
      reject(new ContainedProcessError(why, peakRssKb));
    });
  });
}
