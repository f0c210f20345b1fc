/**
 * npm run bench:migrations: what every migration costs on a large database. The bench's office (seed.ts,
 * BENCH_JOBS jobs, a million by default, with offers, audit rows and messages in proportion) on the latest
 * schema; then, newest first, each migration rolled back, applied again (timed: what it costs on a database of
 * that size) and rolled back once more, so the next older one finds the schema it was written for. The tables'
 * rows stay: a down() drops what its up() made (an index, a column, a table of its own), and the walk stops above
 * 0001-initial, which made the tables. Last, all of them applied again in one run, as a deployment would.
 * DATABASE_URL as for run.ts (a scratch database is made and dropped); not part of npm test.
 */
import { startTestApp } from '../src/testing/test-app';
import { migrationSource } from '../src/db/migrate';
import { seedJobs } from './seed';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
/** The first migration, which creates the tables the seed fills: never rolled back. */
const FLOOR = '0001-initial';

const seconds = (started: number) => (Date.now() - started) / 1000;

async function main(): Promise<void> {
  const app = await startTestApp({ LOG_LEVEL: 'silent' });
  const options = { migrationSource };
  try {
    const seeded = await seedJobs(app, JOBS);
    const rows = Object.entries(seeded.rows)
      .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
      .join(', ');
    console.log(`seeded in ${seeded.seconds.toFixed(1)} s: ${rows}`);
    const names = (await migrationSource.getMigrations([])).filter((name) => name !== FLOOR).reverse();
    console.log('\nmigration                                    up (s)   down (s)');
    let slowest = { name: '', up: 0 };
    for (const name of names) {
      const downStarted = Date.now();
      await app.db.migrate.down(options);
      const down = seconds(downStarted);
      const upStarted = Date.now();
      await app.db.migrate.up(options);
      const up = seconds(upStarted);
      await app.db.migrate.down(options);
      if (up > slowest.up) slowest = { name, up };
      console.log(`${name.padEnd(44)} ${up.toFixed(2).padStart(6)}   ${down.toFixed(2).padStart(8)}`);
    }
    const allStarted = Date.now();
    await app.db.migrate.latest(options);
    console.log(`\nall ${names.length} applied again in one run: ${seconds(allStarted).toFixed(1)} s`);
    console.log(`slowest alone: ${slowest.name} ${slowest.up.toFixed(2)} s`);
  } finally {
    await app.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
