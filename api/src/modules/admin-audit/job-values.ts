import type { Knex } from 'knex';
import type { AuditValues } from 'shared-ui/contracts';
import { findJobById } from '../jobs/job-repository';
import type { JobRow } from '../jobs/job-rows';

/** What the office's actions on a job change, as the audit view shows it before and after. */
export function jobValues(job: JobRow): AuditValues {
  const translator = job.translator_first_name
    ? `${job.translator_first_name} ${job.translator_surname ?? ''}`.trim()
    : null;
  return {
    status: job.status,
    translator,
    price: job.admin_price === null ? null : Number(job.admin_price),
    translator_price: job.translator_price === null ? null : Number(job.translator_price),
    delivery_date: job.delivery_date,
    paid: job.is_paid,
  };
}

/** The job as it is now inside the action's transaction (after its change). */
export async function jobValuesNow(trx: Knex, jobId: number): Promise<AuditValues> {
  const job = await findJobById(trx, jobId);
  return job ? jobValues(job) : {};
}
