import { jobCode, type PayoutData } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { notifyUser } from '../../lib/notify';
import { writeAudit } from '../jobs/job-repository';
import { formatDate } from '../job-mails/mail-format';
import { lockPayableJobs } from '../jobs/payout-jobs-repository';
import { insertPayout } from './repository';
import { recordAdminAction } from '../admin-audit/record-admin-action';

export interface RecordedPayout {
  id: number;
  translator_id: number;
  paid_on: string;
  reference: string;
  amount: number;
  job_ids: number[];
}

const texts = {
  tr: {
    subject: 'Ödemeniz yapıldı',
    text: (count: number, amount: string, date: string, reference: string) =>
      `${count} işiniz için ${amount} tutarındaki ödeme ${date} tarihinde yapıldı (referans: ${reference}).`,
    jobs: (codes: string) => `İşler: ${codes}`,
    action: 'Kazançlarımı gör',
    amount: (v: number) => `${v.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`,
  },
  en: {
    subject: 'You have been paid',
    text: (count: number, amount: string, date: string, reference: string) =>
      `A payment of ${amount} for ${count} job${count === 1 ? '' : 's'} was made on ${date} (reference: ${reference}).`,
    jobs: (codes: string) => `Jobs: ${codes}`,
    action: 'See my earnings',
    amount: (v: number) => `TRY ${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  },
};

/**
 * The office paid a translator for some of their completed jobs. Every job must be theirs, completed, priced and
 * not yet paid out — checked on the locked rows, so two admins recording the same jobs cannot both succeed; the
 * loser gets a 409 and nothing is written. Each job gets an audit row; the translator is told by mail.
 */
export async function recordPayout(deps: AppDeps, adminId: number, input: PayoutData): Promise<RecordedPayout> {
  return deps.db.transaction(async (trx) => {
    const jobs = await lockPayableJobs(trx, input.translator_id, input.job_ids);
    if (jobs.length !== input.job_ids.length) throw new ConflictError('jobsNotPayable');
    const amount = jobs.reduce((sum, job) => sum + Math.round(Number(job.translator_price) * 100), 0) / 100;
    const ids = jobs.map((job) => job.id);
    const payoutId = await insertPayout(
      trx,
      {
        translator_id: input.translator_id,
        paid_on: input.paid_on,
        reference: input.reference,
        amount,
        recorded_by: adminId,
      },
      ids,
    );
    for (const id of ids)
      await writeAudit(trx, { jobId: id, actorId: adminId, action: 'paid_out', from: null, to: null });
    await recordAdminAction(trx, {
      actorId: adminId,
      action: 'payout_recorded',
      subjectUserId: input.translator_id,
      objectKey: input.reference,
      after: { amount, paid_on: input.paid_on, reference: input.reference, jobs: ids.map(jobCode) },
    });
    await notifyUser({ ...deps, db: trx }, input.translator_id, (locale) => {
      const t = texts[locale];
      return {
        mail: {
          subject: t.subject,
          paragraphs: [
            t.text(ids.length, t.amount(amount), formatDate(input.paid_on, locale), input.reference),
            t.jobs(ids.map(jobCode).join(', ')),
          ],
          action: { label: t.action, url: `${deps.env.PUBLIC_URL}/panel/translator?tab=earnings` },
        },
      };
    });
    return {
      id: payoutId,
      translator_id: input.translator_id,
      paid_on: input.paid_on,
      reference: input.reference,
      amount,
      job_ids: ids,
    };
  });
}
