import type { TestApp } from './test-app';

export interface QueuedMail {
  subject: string;
  text: string;
}

/**
 * The mails queued for `to` (subjects and texts), in the order they were queued: what a change put in the task
 * queue in its transaction, whether or not a worker has sent it yet.
 */
export async function queuedMailsTo(app: TestApp, to: string): Promise<QueuedMail[]> {
  const rows: { data: QueuedMail }[] = await app
    .db('pgboss.job')
    .where({ name: 'mail' })
    .whereRaw("data->>'to' = ?", [to])
    .orderBy('created_on')
    .select('data');
  return rows.map((r) => ({ subject: r.data.subject, text: r.data.text }));
}
