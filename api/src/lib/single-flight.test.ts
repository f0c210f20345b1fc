import { singleFlight } from './single-flight';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('gives calls made while one is on its way that same answer, running once', async () => {
    const pending = deferred<string>();
    const run = jest.fn(() => pending.promise);
    const probe = singleFlight(run);
    const answers = Promise.all([probe(), probe(), probe()]);
    pending.resolve('ok');
    expect(await answers).toEqual(['ok', 'ok', 'ok']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again once the earlier call has settled, after a failure too', async () => {
    const first = deferred<string>();
    const run = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('second');
    const probe = singleFlight(run);
    const failed = probe();
    first.reject(new Error('down'));
    await expect(failed).rejects.toThrow('down');
    expect(await probe()).toBe('second');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
