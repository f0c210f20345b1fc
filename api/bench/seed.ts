import type { TestApp } from '../src/testing/test-app';
import { createUser, type FixtureUser } from '../src/testing/fixtures';
import { foldJobCountDeltas } from '../src/modules/jobs/job-list-repository';

/*
 * The bench's office: jobs spread over the past (so ordering by created_at is real) and over many customers —
 * half of them one customer's, the largest list a customer can have — with offers, audit rows and messages in
 * proportion. One statement per table and batch, generate_series in the database: a million jobs in minutes.
 */

const FIRST_NAMES = ['İpek', 'Işıl', 'Çağrı', 'Gökhan', 'Şule', 'Özge', 'Ümit', 'Ahmet', 'Ayşe', 'Mehmet', 'Zeynep'];
const SURNAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Doğan', 'Kılıç', 'Koç'];
/** Words of descriptions (no digits: a number searched is a job code). */
export const DOCUMENTS = [
  'Diploma',
  'Transkript',
  'Vekaletname',
  'Sağlık raporu',
  'Nüfus kaydı',
  'Pasaport',
  'Ticaret sicili',
  'Şirket sözleşmesi',
  'Öğrenci belgesi',
  'Evlilik cüzdanı',
  'İkametgâh',
  'Mahkeme kararı',
  'Tapu',
  'Bilanço',
  'Çalışma izni',
  'Sabıka kaydı',
  'Doğum belgesi',
  'Gümrük beyannamesi',
];
const COUNTRIES = ['Almanya', 'Fransa', 'İngiltere', 'Hollanda', 'Irak', 'Rusya', 'Çin', 'Japonya', 'Gürcistan'];

const CUSTOMERS = 200;
const TRANSLATORS = 20;
const BATCH = 250_000;

export interface Seeded {
  /** customers[0] owns half of the jobs; the others share the rest */
  customers: FixtureUser[];
  translators: FixtureUser[];
  admin: FixtureUser;
  seconds: number;
  rows: Record<'jobs' | 'offers' | 'job_audit' | 'job_messages', number>;
}

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

export async function seedJobs(app: TestApp, count: number): Promise<Seeded> {
  const started = Date.now();
  const customers: FixtureUser[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1)
    customers.push(await createUser(app, 'user', { name: FIRST_NAMES[i % FIRST_NAMES.length] }));
  const translators: FixtureUser[] = [];
  for (let i = 0; i < TRANSLATORS; i += 1) translators.push(await createUser(app, 'translator'));
  const admin = await createUser(app, 'admin');
  const customerIds = customers.map((c) => c.id);
  const translatorIds = translators.map((t) => t.id);
  await app.db.raw(
    `update users set surname = (${sqlArray(SURNAMES)})[1 + id % ${SURNAMES.length}] where id = any(?::int[])`,
    [customerIds],
  );

  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(start + BATCH - 1, count);
    await app.db.raw(
      `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang, translation_type,
         specialization, delivery_date, status, assigned_translator_id, is_paid, admin_price, created_at, updated_at)
       select case when g % 2 = 0 then c[1] else c[2 + g % (cardinality(c) - 1)] end,
         g || '-belge.pdf', 'application/pdf', 1024,
         (${sqlArray(DOCUMENTS)})[1 + g % ${DOCUMENTS.length}] || ' — ' || (${sqlArray(COUNTRIES)})[1 + g / 7 % ${COUNTRIES.length}],
         'Türkçe', 'İngilizce',
         (array['official','sworn','notary','apostille'])[1 + g % 4], (array['general','medical','academic','legal','technical'])[1 + g % 5],
         current_date + 7,
         (array['waiting','waiting','waiting_payment','in_progress','completed','cancelled'])[1 + g % 6],
         case when g % 6 in (2, 3, 4) then t[1 + g % cardinality(t)] end, g % 6 in (3, 4),
         case when g % 6 in (2, 3, 4) then 100 + g % 900 end,
         now() - (g || ' seconds')::interval, now()
       from generate_series(?::int, ?::int) g, (select ?::int[] as c, ?::int[] as t) ids`,
      [start, end, customerIds, translatorIds],
    );
  }
  // an offer on a third of the waiting jobs, and the winning offer of every job given to a translator
  await app.db.raw(
    `insert into offers (job_id, translator_id, price, delivery_date, created_at, updated_at)
     select j.id, coalesce(j.assigned_translator_id, (?::int[])[1 + j.id % ?]), 100 + j.id % 900, current_date + 10,
       j.created_at, j.created_at
     from jobs j where (j.status = 'waiting' and j.id % 3 = 0) or j.assigned_translator_id is not null`,
    [translatorIds, TRANSLATORS],
  );
  // the upload, then the change to the job's present state
  await app.db.raw(
    `insert into job_audit (job_id, actor_id, action, from_status, to_status, at)
     select j.id, j.user_id, 'upload', null, 'waiting', j.created_at from jobs j
     union all
     select j.id, null, 'status_changed', 'waiting', j.status, j.created_at + interval '1 hour'
     from jobs j where j.status <> 'waiting'`,
  );
  // a question from the customer on a quarter of the jobs (half of them unread), the office's answer on an eighth
  await app.db.raw(
    `insert into job_messages (job_id, author_id, author_side, body, created_at, read_at)
     select j.id, j.user_id, 'customer', 'Merhaba, teslim tarihi uygun mu?', j.created_at + interval '2 hours',
       case when j.id % 8 = 0 then j.created_at + interval '3 hours' end
     from jobs j where j.id % 4 = 0
     union all
     select j.id, null, 'office', 'Evet, uygun.', j.created_at + interval '3 hours', null
     from jobs j where j.id % 8 = 0`,
  );
  // the totals the seeding moved, folded as the worker would a moment later (modules/jobs/job-count-folding.ts)
  await foldJobCountDeltas(app.db);
  // A live database's autovacuum has marked the table's pages all-visible (migration 0800); a freshly loaded one
  // has no marks, and every index-only walk of a list would visit the table.
  await app.db.raw('vacuum analyze');
  const rows = {} as Seeded['rows'];
  for (const table of ['jobs', 'offers', 'job_audit', 'job_messages'] as const)
    rows[table] = Number((await app.db(table).count({ n: '*' }))[0]?.n);
  return { customers, translators, admin, seconds: (Date.now() - started) / 1000, rows };
}

/**
 * A migration's indexes dropped and its up() run again on the seeded tables: what the migration costs at this size.
 * Only the indexes are undone, not down(): later migrations build on what it made (0750's
 * admin_audit_subject_folded uses tr_fold), and up() creates its extension and functions if missing or replaces
 * them. In a transaction, as the migrator runs it, so its `set local` settings apply.
 */
export async function timeMigration(
  app: TestApp,
  migration: { up: (db: TestApp['db']) => Promise<void> },
  indexes: string[],
): Promise<number> {
  for (const index of indexes) await app.db.raw('drop index ??', [index]);
  const started = Date.now();
  await app.db.transaction((trx) => migration.up(trx));
  return (Date.now() - started) / 1000;
}
