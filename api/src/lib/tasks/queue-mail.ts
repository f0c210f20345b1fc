import type { AppDeps } from '../../deps';
import type { Mail } from '../mailer';
import { taskNames } from './task-definitions';

/**
 * Queues a rendered mail for the worker to send (with retries). Pass `{ ...deps, db: trx }` from inside the
 * transaction of the change the mail is about, so that the mail exists exactly when the change commits.
 */
export async function queueMail(deps: Pick<AppDeps, 'db' | 'queue'>, mail: Mail): Promise<void> {
  await deps.queue.add(deps.db, taskNames.mail, mail);
}
