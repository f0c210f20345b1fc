import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { purgeEmailTokens as purgeOldEmailTokens } from '../../modules/settings/repository';
import { smtpTimeouts, type Mail, type Mailer } from '../mailer';
import { sendSms, setSmsLogger } from '../sms';
import type { TaskDefinition } from './task-queue';

/**
 * Every background task of the API. A new one is a definition here plus a line in `taskNames`; features enqueue
 * it with `deps.queue.add(trx, name, data)` inside the transaction of the change that causes it.
 */
export const taskNames = {
  mail: 'mail',
  sms: 'sms',
  purgeEmailTokens: 'purge-email-tokens',
} as const;

export interface SmsTask {
  to: string;
  text: string;
}

export function coreTasks(deps: { db: Knex; mailer: Mailer; logger: Logger }): TaskDefinition<never>[] {
  setSmsLogger(deps.logger);
  const mail: TaskDefinition<Mail> = {
    name: taskNames.mail,
    // A mail server that is down for a while: 5 s, 10 s, 20 s ... about 1.5 hours in all before the admin is shown
    // it. The first retry is also the last step of picking up a mail stranded by a killed instance.
    retryLimit: 10,
    retryDelaySeconds: 5,
    // Past the SMTP timeouts a send has failed; an attempt still marked active after this died with its instance
    // and goes out again, soon after the kill: expiry (25 s) + maintenance (5 s, task-queue.ts) + the first
    // retry delay (5 s) + a poll (2 s) keeps a stranded mail well under a minute.
    expireInSeconds: Math.ceil(Object.values(smtpTimeouts).reduce((a, b) => a + b, 0) / 1000) + 5,
    // A worker takes up to 10 mails a poll and sends them over the pooled SMTP connections (mailer.ts): four
    // workers an instance move a burst of 1,000 mails in well under a minute, not the 2 a second of one mail a
    // poll. Not more: the 40 mails an instance holds wait at most 10 deep per connection, inside the expiry even
    // when the receiving server is slow, so a slow server does not make live attempts look lost.
    batchSize: 10,
    // The task id travels as the Message-ID and a header: a receiving server (and the cluster test) can tell a
    // resend of one mail — its instance died after the send, before recording it — from two mails.
    run: (data, task) => deps.mailer.send({ ...data, id: task.id, headers: { ...data.headers, 'X-Task-Id': task.id } }),
  };
  const sms: TaskDefinition<SmsTask> = {
    name: taskNames.sms,
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    run: (data) => sendSms(data.to, data.text),
  };
  const purgeEmailTokens: TaskDefinition<object> = {
    name: taskNames.purgeEmailTokens,
    // Used or expired verification and reset links are of no use after a week; nightly, on one instance.
    cron: '17 3 * * *',
    retryLimit: 2,
    async run() {
      const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
      const removed = await purgeOldEmailTokens(deps.db, weekAgo);
      deps.logger.info({ removed }, 'old e-mail tokens purged');
    },
  };
  return [mail, sms, purgeEmailTokens] as TaskDefinition<never>[];
}
