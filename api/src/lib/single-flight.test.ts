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

  it('answers a success again while it is fresh, then asks again', async () => {
    let clock = 0;
    const run = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const probe = singleFlight(run, { freshMs: 1000, now: () => clock });
    expect(await probe()).toBe('first');
    clock = 999;
    expect(await probe()).toBe('first');
    clock = 1000;
    expect(await probe()).toBe('second');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never answers a failure again: the next call asks at once', async () => {
    const run = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    const probe = singleFlight(run, { freshMs: 60_000, now: () => 0 });
    await expect(probe()).rejects.toThrow('down');
    expect(await probe()).toBe('back');
  });
});
