import knexFactory from 'knex';
import { KeptValues } from './kept-values';

// a knex that never connects: KeptValues only listens to the statements it sends
const db = knexFactory({ client: 'pg' });

afterAll(async () => {
  await db.destroy();
});

/** A read the test finishes by hand, counting how often it was started. */
function heldReads() {
  const pending: ((value: string) => void)[] = [];
  return {
    started: () => pending.length,
    read: () => new Promise<string>((resolve) => pending.push(resolve)),
    finish: (index: number, value: string) => (pending[index] as (value: string) => void)(value),
  };
}

function liveValues() {
  const kept = new KeptValues<string, string>(db, { max: 10, writes: /^update things/ });
  kept.setLive(true);
  return kept;
}

describe('kept values', () => {
  it('gives lookups of a key being read the value of that one read', async () => {
    const kept = liveValues();
    const reads = heldReads();
    const first = kept.get('page', reads.read);
    const second = kept.get('page', reads.read);
    expect(reads.started()).toBe(1);
    reads.finish(0, 'a');
    expect(await Promise.all([first, second])).toEqual(['a', 'a']);
    // and keeps it: a third lookup reads nothing
    expect(await kept.get('page', reads.read)).toBe('a');
    expect(reads.started()).toBe(1);
  });

  it('reads again for a lookup made after a forget, and keeps only the value read after it', async () => {
    const kept = liveValues();
    const reads = heldReads();
    const before = kept.get('page', reads.read);
    kept.forgetAll();
    const after = kept.get('page', reads.read);
    expect(reads.started()).toBe(2);
    reads.finish(0, 'old');
    reads.finish(1, 'new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    // the second read began after the forget and nothing was forgotten since: it is the one kept
    expect(await kept.get('page', reads.read)).toBe('new');
    expect(reads.started()).toBe(2);
  });

  it('does not hand over a read underway once one of its own writes was sent', async () => {
    const kept = liveValues();
    const reads = heldReads();
    const before = kept.get('page', reads.read);
    db.emit('query', { sql: 'update things set a = 1' });
    const after = kept.get('page', reads.read);
    expect(reads.started()).toBe(2);
    reads.finish(0, 'old');
    reads.finish(1, 'new');
    expect([await before, await after]).toEqual(['old', 'new']);
  });

  it('reads for every lookup while the change notices are not heard', async () => {
    const kept = new KeptValues<string, string>(db, { max: 10, writes: /^update things/ });
    const reads = heldReads();
    const lookups = [kept.get('page', reads.read), kept.get('page', reads.read)];
    expect(reads.started()).toBe(2);
    reads.finish(0, 'a');
    reads.finish(1, 'b');
    expect(await Promise.all(lookups)).toEqual(['a', 'b']);
  });

  it('hands a failed read to every lookup that waited for it, and reads again after', async () => {
    const kept = liveValues();
    let reads = 0;
    const failing = () => {
      reads += 1;
      return Promise.reject(new Error('connection lost'));
    };
    const lookups = [kept.get('page', failing), kept.get('page', failing)];
    await expect(Promise.all(lookups)).rejects.toThrow('connection lost');
    await Promise.allSettled(lookups);
    expect(reads).toBe(1);
    expect(await kept.get('page', async () => 'back')).toBe('back');
  });
});
