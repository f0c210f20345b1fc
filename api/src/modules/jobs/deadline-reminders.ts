import type { Knex } from 'knex';
import { todayInIstanbul } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { TaskDefinition } from '../../lib/tasks/task-queue';
import { mailTranslatorDeadline } from './job-mails';

type Deps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

const dayAfter = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** Jobs at work, due on `day`, whose translator has not been reminded of that date yet. */
const notReminded = (db: Knex | Knex.Transaction, day: string) =>
  db('jobs')
    .whereIn('status', ['in_progress', 'revision_requested'])
    .whereNotNull('assigned_translator_id')
    .where('delivery_date', day)
    .where((q) => q.whereNull('deadline_reminded_for').orWhereNot('deadline_reminded_for', day));

/**
 * Reminds each translator whose job at work is due tomorrow (Istanbul time). Each job is claimed and its mail
 * queued in one transaction, so a run that is retried, or a second run the same day, sends no reminder twice.
 * Answers how many were sent.
 */
export async function sendDeadlineReminders(deps: Deps, today = todayInIstanbul()): Promise<number> {
  const tomorrow = dayAfter(today);
  const due: { id: number }[] = await notReminded(deps.db, tomorrow).select('id');
  let sent = 0;
  for (const { id } of due)
    await deps.db.transaction(async (trx) => {
      const [claimed] = await notReminded(trx, tomorrow)
        .where({ id })
        .update({ deadline_reminded_for: tomorrow })
        .returning<{ assigned_translator_id: number }[]>('assigned_translator_id');
      if (!claimed) return;
      await mailTranslatorDeadline(
        { ...deps, db: trx },
        { id, translator_id: claimed.assigned_translator_id, delivery_date: tomorrow },
      );
      sent += 1;
    });
  return sent;
}

export const deadlineReminderTaskName = 'deadline-reminders';

/** Daily at 09:00 in Istanbul (06:00 UTC), on one instance however many run. */
export function deadlineReminderTask(deps: Deps): TaskDefinition<object> {
  return {
    name: deadlineReminderTaskName,
    cron: '0 6 * * *',
    retryLimit: 2,
    run: async () => {
      await sendDeadlineReminders(deps);
    },
  };
}
