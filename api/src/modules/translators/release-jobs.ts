import type { Knex } from 'knex';
import { statesAllowing, type Role } from 'shared-ui/contracts';
import { lockJob, lockJobIdsAssignedTo, updateJob } from '../jobs/job-repository';
import { nextState } from '../jobs/job-transitions';
import { deleteOpenOffersOf } from '../jobs/offer-repository';

/**
 * When a translator's account goes (removed by an admin or deleted by themselves), their unfinished jobs go back
 * to 'waiting' for a new assignment, keeping the customer price and the payment state (as an admin cancel does,
 * ARCHITECTURE §4); each change is audited. A job under revision goes back too: nobody else could finish it.
 * Their pending offers on open jobs are withdrawn. Completed jobs keep their translator and price for finance.
 */
export async function releaseTranslatorJobs(
  trx: Knex.Transaction,
  translatorId: number,
  actorId: number,
  actorRole: Role,
): Promise<number[]> {
  const jobIds = await lockJobIdsAssignedTo(trx, translatorId, statesAllowing('release', actorRole));
  for (const id of jobIds) {
    const job = await lockJob(trx, id);
    await updateJob(trx, job, {
      actorId,
      step: nextState(job, 'release', actorRole),
      set: { assigned_translator_id: null, assigned_at: null, translator_price: null },
    });
  }
  await deleteOpenOffersOf(trx, translatorId, statesAllowing('offer', 'translator'));
  return jobIds;
}
