import { startTestApp, type TestApp } from '../testing/test-app';
import { withStartupLock } from './startup-lock';

/**
 * Two instances starting at once on one database (startup-lock.ts): the first migrates while the second waits for
 * the lock. A migration that builds an index concurrently waits for every older snapshot in the database, so the
 * second instance's wait must hold none.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TASK_WORKER: 'false' });
});
afterAll(() => app.stop());

describe('the start-up lock', () => {
  it('runs the work and frees the lock: the next start gets it at once', async () => {
    expect(await withStartupLock(app.db, async () => 'migrated')).toBe('migrated');
    expect(await withStartupLock(app.db, async () => 'found nothing to do')).toBe('found nothing to do');
  });

  // The embedded database takes no lock (one process by construction): this needs the server.
  if (process.env.DATABASE_URL)
    it('lets the instance holding it build an index concurrently while another instance waits for it', async () => {
      await app.db.raw('create table startup_lock_probe (id integer)');
      const order: string[] = [];
      let release: () => void = () => undefined;
      const migrated = new Promise<void>((resolve) => (release = resolve));
      const first = withStartupLock(app.db, async () => {
        order.push('first holds the lock');
        await migrated;
        await app.db.raw('create index concurrently startup_lock_probe_id on startup_lock_probe (id)');
        order.push('first built its index');
      });
      // the second instance asks while the first holds the lock, and waits
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = withStartupLock(app.db, async () => {
        order.push('second holds the lock');
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([first, second]);
      expect(order).toEqual(['first holds the lock', 'first built its index', 'second holds the lock']);
    }, 30_000);
});
