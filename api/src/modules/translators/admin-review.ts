import { maxFeaturedTranslators } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { sendApplicationDecision } from './mails';
import { releaseTranslatorJobs } from './release-jobs';
import {
  countFeatured,
  decidePendingApplication,
  findActiveTranslator,
  lockActiveTranslator,
  markTranslatorRemoved,
  setFeaturedFlag,
} from '../settings/translator-repository';
import { recordAdminAction } from '../admin-audit/record-admin-action';

const notFound = () => new NotFoundError('translatorNotFound');

/** Any key unique to this lock: featuring is serialized so two admins cannot both add the fifth and sixth. */
const featuredLockKey = 7_310_001;

/** pending → approved or rejected, guarded so two admins deciding at once cannot both win; the applicant is told. */
export async function decideApplication(
  deps: AppDeps,
  id: number,
  decision: 'approved' | 'rejected',
  adminId: number,
): Promise<void> {
  await deps.db.transaction(async (trx) => {
    if (!(await decidePendingApplication(trx, id, decision))) {
      if (!(await findActiveTranslator(trx, id))) throw notFound();
      throw new ConflictError('applicationNotPending');
    }
    await recordAdminAction(trx, {
      actorId: adminId,
      action: decision === 'approved' ? 'translator_approved' : 'translator_rejected',
      subjectUserId: id,
      before: { status: 'pending' },
      after: { status: decision },
    });
    // Queued in this transaction: the decision and its mail commit together (lib/tasks).
    await sendApplicationDecision({ ...deps, db: trx }, id, decision === 'approved');
  });
  deps.logger.info({ translatorId: id, decision }, 'translator application decided');
}

/**
 * Removes a translator: the account is soft-deleted (finance keeps its jobs), its e-mail freed for a new
 * registration, its tokens revoked at once (token version), and its unfinished jobs go back to 'waiting'.
 */
export async function removeTranslator(deps: AppDeps, id: number, adminId: number): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const translator = await lockActiveTranslator(trx, id);
    if (!translator) throw notFound();
    // written before the removal, so the row names the account as it was
    await recordAdminAction(trx, {
      actorId: adminId,
      action: 'translator_removed',
      subjectUserId: id,
      before: { removed: false },
      after: { removed: true },
    });
    await markTranslatorRemoved(trx, id);
    await releaseTranslatorJobs(trx, id, adminId, 'admin');
  });
  deps.logger.info({ translatorId: id, adminId }, 'translator removed');
}

/**
 * At most five featured translators (spec 5). The count and the update run in one transaction under an advisory
 * lock, so concurrent requests are serialized and cannot together exceed the limit.
 */
export async function setFeatured(deps: AppDeps, id: number, featured: boolean, adminId: number): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [featuredLockKey]);
    const translator = await findActiveTranslator(trx, id);
    if (!translator) throw notFound();
    if (featured === translator.is_featured) return;
    if (featured) {
      if (translator.status !== 'approved') throw new ConflictError('onlyApprovedFeatured');
      if ((await countFeatured(trx)) >= maxFeaturedTranslators) throw new ConflictError('tooManyFeatured');
    }
    await setFeaturedFlag(trx, id, featured);
    await recordAdminAction(trx, {
      actorId: adminId,
      action: 'translator_featured',
      subjectUserId: id,
      before: { featured: !featured },
      after: { featured },
    });
  });
}
