import type { Knex } from 'knex';
import { parseLanguages } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { TaskDefinition } from '../../lib/tasks/task-queue';
import { languagesRepository } from '../content/languages/repository';
import { mailJobAlerts, mailJobDigest } from './alert-mails';
import { coversPair, type LanguageNames } from './language-match';
import { findOpenJob, findOpenJobsSince, type OpenJob } from '../jobs/job-facts-repository';
import { findAlertReaders, type AlertReader } from '../settings/translator-repository';
import { claimAlerts } from './repository';

/**
 * Translators hear of open jobs in their languages (Dillerim) — at once, in a daily digest, or never
 * (users.job_alerts, beside the e-mail switch, which also silences them). Only approved translators whose account
 * still exists, never the job's own customer. Each (job, translator) pair is claimed in job_alerts_sent in the
 * transaction that queues its mail, so a retried task or a digest after an instant alert tells nobody twice.
 * "At once" waits JOB_ALERT_GROUP_SECONDS: the first job's task then tells of every job opened meanwhile in one mail,
 * and the later jobs' tasks find theirs already told.
 */
type Deps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

export const jobAlertTaskName = 'job-alerts';
export const jobDigestTaskName = 'job-alert-digests';

/**
 * Called in the transaction that opens the job: the fan-out to the translators runs after the commit, once the
 * grouping window has passed.
 */
export function queueJobAlerts(deps: Pick<AppDeps, 'db' | 'queue' | 'env'>, jobId: number): Promise<void> {
  return deps.queue.add(deps.db, jobAlertTaskName, { jobId }, { startAfterSeconds: deps.env.JOB_ALERT_GROUP_SECONDS });
}

/** Every language by each of its names (Turkish and English), to match what translators wrote. */
async function namesOfLanguages(db: Knex): Promise<(name: string) => readonly string[]> {
  const rows = await languagesRepository(db).listLanguages();
  const byName = new Map(rows.map((r) => [r.name, r.name_en ? [r.name, r.name_en] : [r.name]]));
  return (name) => byName.get(name) ?? [name];
}

function fits(reader: AlertReader, job: OpenJob, pair: LanguageNames): boolean {
  return reader.id !== job.user_id && coversPair(parseLanguages(reader.languages), pair);
}

/** Claims the pairs not yet alerted; answers the jobs claimed. */
async function claim(trx: Knex.Transaction, readerId: number, jobs: readonly OpenJob[]): Promise<OpenJob[]> {
  if (!jobs.length) return [];
  const claimed = new Set(
    await claimAlerts(
      trx,
      readerId,
      jobs.map((job) => job.id),
    ),
  );
  return jobs.filter((job) => claimed.has(job.id));
}

/**
 * Mails each fitting translator who wants alerts at once about the open job `jobId`, together with the other jobs
 * in their languages opened within the last two grouping windows that nobody has told them of yet (their own tasks
 * are still waiting). A translator already told of `jobId` hears nothing more from this task. Answers how many mails.
 */
export async function sendJobAlerts(deps: Deps, jobId: number, now = new Date()): Promise<number> {
  const job = await findOpenJob(deps.db, jobId);
  if (!job) return 0; // taken, cancelled or hidden before the task ran
  const since = new Date(now.getTime() - 2 * deps.env.JOB_ALERT_GROUP_SECONDS * 1000);
  const others = deps.env.JOB_ALERT_GROUP_SECONDS
    ? (await findOpenJobsSince(deps.db, since)).filter((other) => other.id !== job.id)
    : [];
  const names = await namesOfLanguages(deps.db);
  const pairOf = (of: OpenJob) => ({ source: names(of.source_lang), target: names(of.target_lang) });
  const pair = pairOf(job);
  let sent = 0;
  for (const reader of await findAlertReaders(deps.db, 'instant')) {
    if (!fits(reader, job, pair)) continue;
    await deps.db.transaction(async (trx) => {
      if (!(await claim(trx, reader.id, [job])).length) return;
      const alongside = await claim(
        trx,
        reader.id,
        others.filter((other) => fits(reader, other, pairOf(other))),
      );
      await mailJobAlerts(
        { ...deps, db: trx },
        reader.id,
        [job, ...alongside].sort((a, b) => a.id - b.id),
      );
      sent += 1;
    });
  }
  return sent;
}

/**
 * One mail per translator on the daily digest, listing the jobs opened in the last two days that are still open
 * and not yet told to them (two days, so a run that failed yesterday loses nothing). Answers how many mails.
 */
export async function sendJobDigests(deps: Deps, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 2 * 24 * 3600 * 1000);
  const recent = await findOpenJobsSince(deps.db, since);
  if (!recent.length) return 0;
  const names = await namesOfLanguages(deps.db);
  const pairs = new Map(
    recent.map((job) => [job.id, { source: names(job.source_lang), target: names(job.target_lang) }]),
  );
  let sent = 0;
  for (const reader of await findAlertReaders(deps.db, 'daily')) {
    const theirs = recent.filter((job) => fits(reader, job, pairs.get(job.id) as LanguageNames));
    if (!theirs.length) continue;
    await deps.db.transaction(async (trx) => {
      const claimed = await claim(trx, reader.id, theirs);
      if (!claimed.length) return;
      await mailJobDigest({ ...deps, db: trx }, reader.id, claimed);
      sent += 1;
    });
  }
  return sent;
}

export function jobAlertTasks(deps: Deps): TaskDefinition<never>[] {
  const instant: TaskDefinition<{ jobId: number }> = {
    name: jobAlertTaskName,
    retryLimit: 5,
    retryDelaySeconds: 10,
    run: async ({ jobId }) => {
      await sendJobAlerts(deps, jobId);
    },
  };
  const digest: TaskDefinition<object> = {
    name: jobDigestTaskName,
    // 09:00 in Istanbul, once a day however many instances run
    cron: '0 6 * * *',
    retryLimit: 2,
    run: async () => {
      await sendJobDigests(deps);
    },
  };
  return [instant, digest] as TaskDefinition<never>[];
}
