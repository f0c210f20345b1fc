import type { TestApp } from '../src/testing/test-app';
import { createUser, type FixtureUser } from '../src/testing/fixtures';

/*
 * The returning customer of the panels' bench (web-server.ts): 30 jobs of their own in every state, as the issue
 * names /panel/user, beside the office's 100,000 (seed.ts). Some wait on them (a payment, an unread answer), so the
 * panel shows its "waiting for you" list as a real customer's does.
 */

const STATES = ['waiting', 'waiting_payment', 'in_progress', 'completed', 'cancelled', 'waiting'] as const;

export interface PanelCustomer {
  customer: FixtureUser;
  /** a job in progress: its page has a timeline, a thread and an assigned translator */
  jobInProgress: number;
  /** a job priced and waiting for the customer's payment (/odeme/{id}) */
  jobToPay: number;
}

export async function seedPanelCustomer(app: TestApp, translatorId: number, count = 30): Promise<PanelCustomer> {
  const customer = await createUser(app, 'user', { name: 'Zeynep' });
  await app.db.raw(
    `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang, translation_type,
       specialization, delivery_date, status, assigned_translator_id, is_paid, admin_price, created_at, updated_at)
     select ?, g || '-diploma.pdf', 'application/pdf', 1024, 'Diploma ve transkript — Almanya', 'Türkçe', 'Almanca',
       (array['official','sworn','notary','apostille'])[1 + g % 4], 'academic', current_date + 7,
       (?::text[])[1 + g % ?],
       case when g % 6 in (1, 2, 3) then ?::int end, g % 6 in (2, 3),
       case when g % 6 in (1, 2, 3) then 450 + g end,
       now() - (g || ' days')::interval, now()
     from generate_series(0, ? - 1) g`,
    [customer.id, [...STATES], STATES.length, translatorId, count],
  );
  const jobs = app.db('jobs').where({ user_id: customer.id });
  await app.db.raw(
    `insert into job_audit (job_id, actor_id, action, from_status, to_status, at)
     select j.id, j.user_id, 'upload', null, 'waiting', j.created_at from jobs j where j.user_id = ?
     union all
     select j.id, null, 'status_changed', 'waiting', j.status, j.created_at + interval '1 hour'
     from jobs j where j.user_id = ? and j.status <> 'waiting'`,
    [customer.id, customer.id],
  );
  // the office's unread answer on a few jobs: the "waiting for you" list names them
  await app.db.raw(
    `insert into job_messages (job_id, author_id, author_side, body, created_at, read_at)
     select j.id, null, 'office', 'Belgenizin aslını da görmemiz gerekiyor.', j.created_at + interval '3 hours', null
     from jobs j where j.user_id = ? and j.id % 5 = 0`,
    [customer.id],
  );
  const first = async (status: string) => Number((await jobs.clone().where({ status }).orderBy('id').first('id'))?.id);
  return { customer, jobInProgress: await first('in_progress'), jobToPay: await first('waiting_payment') };
}
