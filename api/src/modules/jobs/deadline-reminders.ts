import { todayInIstanbul } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { TaskDefinition } from '../../lib/tasks/task-queue';
import { claimDeadlineReminder, findJobIdsToRemind } from './job-repository';
import { mailTranslatorDeadline } from '../job-mails/translator-mails';

type Deps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

const dayAfter = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/**
 * Reminds each translator whose job at work is due tomorrow (Istanbul time). Each job is claimed and its mail
 * queued in one transaction, so a run that is retried, or a second run the same day, sends no reminder twice.
 * Answers how many were sent.
 */
export async function sendDeadlineReminders(deps: Deps, today = todayInIstanbul()): Promise<number> {
  const tomorrow = dayAfter(today);
  const due = await findJobIdsToRemind(deps.db, tomorrow);
  let sent = 0;
  for (const id of due)
    await deps.db.transaction(async (trx) => {
      const claimed = await claimDeadlineReminder(trx, id, tomorrow);
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
