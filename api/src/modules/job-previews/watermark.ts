import { Worker } from 'node:worker_threads';

interface Pending {
  resolve: (jpeg: Buffer) => void;
  reject: (err: Error) => void;
}

let thread: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The drawing thread (watermark-thread.mjs), started on first use; it keeps the process alive only while drawing. */
function drawingThread(): Worker {
  if (thread) return thread;
  // plain JavaScript: none of the parent's loader flags (tsx, jest's VM modules) are needed or wanted there
  const started = new Worker(new URL('./watermark-thread.mjs', import.meta.url), { execArgv: [] });
  started.on('message', ({ id, jpeg, error }: { id: number; jpeg?: Uint8Array; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (!waiting) return;
    if (jpeg) waiting.resolve(Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
    else waiting.reject(new Error(error ?? 'watermark failed'));
  });
  // A thread that dies fails what it was drawing; the next preview starts a new one.
  started.on('error', (err) => fail(started, err));
  started.on('exit', (code) => fail(started, new Error(`watermark thread exited with ${code}`)));
  thread = started;
  return started;
}

function fail(dead: Worker, err: Error): void {
  if (thread !== dead) return;
  thread = undefined;
  for (const waiting of pending.values()) waiting.reject(err);
  pending.clear();
}

/**
 * The preview as the translator receives it (their name and the job code across the page, JPEG), drawn off the
 * event loop: see watermark-thread.mjs.
 */
export function watermarked(png: Buffer, line: string): Promise<Buffer> {
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const drawing = drawingThread();
    drawing.ref();
    drawing.postMessage({ id, png, line });
  });
}
