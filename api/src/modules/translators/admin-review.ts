import type { Knex } from 'knex';
import { maxFeaturedTranslators } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { sendApplicationDecision } from './mails';
import { releaseTranslatorJobs } from './release-jobs';

const notFound = () => new NotFoundError('translatorNotFound');

/** Any key unique to this lock: featuring is serialized so two admins cannot both add the fifth and sixth. */
const featuredLockKey = 7_310_001;

async function findActiveTranslator(
  db: Knex,
  id: number,
): Promise<{ status: string; is_featured: boolean } | undefined> {
  return db('users')
    .join('translator_profiles as tp', 'tp.user_id', 'users.id')
    .where({ 'users.id': id, 'users.role': 'translator' })
    .whereNull('users.deleted_at')
    .first('tp.status', 'tp.is_featured');
}

/** pending → approved or rejected, guarded so two admins deciding at once cannot both win; the applicant is told. */
export async function decideApplication(deps: AppDeps, id: number, decision: 'approved' | 'rejected'): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const updated = await trx('translator_profiles')
      .where({ user_id: id, status: 'pending' })
      .whereIn('user_id', trx('users').select('id').where({ role: 'translator' }).whereNull('deleted_at'))
      .update({ status: decision, reviewed_at: trx.fn.now(), updated_at: trx.fn.now() })
      // the rows, not the count: the embedded PGlite driver answers a bare update with an object (always truthy)
      .returning('user_id');
    if (!updated.length) {
      if (!(await findActiveTranslator(trx, id))) throw notFound();
      throw new ConflictError('applicationNotPending');
    }
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
    const translator = await trx('users')
      .where({ id, role: 'translator' })
      .whereNull('deleted_at')
      .forUpdate()
      .first('id');
    if (!translator) throw notFound();
    await trx('users')
      .where({ id })
      .update({
        deleted_at: trx.fn.now(),
        email: `deleted-${id}@deleted.invalid`,
        pending_email: null,
        token_version: trx.raw('token_version + 1'),
        updated_at: trx.fn.now(),
      });
    await trx('translator_profiles').where({ user_id: id }).update({ is_featured: false, updated_at: trx.fn.now() });
    await trx('email_tokens').where({ user_id: id }).whereNull('used_at').update({ used_at: trx.fn.now() });
    await releaseTranslatorJobs(trx, id, adminId, 'admin');
  });
  deps.logger.info({ translatorId: id, adminId }, 'translator removed');
}

/**
 * At most five featured translators (spec 5). The count and the update run in one transaction under an advisory
 * lock, so concurrent requests are serialized and cannot together exceed the limit.
 */
export async function setFeatured(deps: AppDeps, id: number, featured: boolean): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [featuredLockKey]);
    const translator = await findActiveTranslator(trx, id);
    if (!translator) throw notFound();
    if (featured === translator.is_featured) return;
    if (featured) {
      if (translator.status !== 'approved') throw new ConflictError('onlyApprovedFeatured');
      const row: { count?: number | string } | undefined = await trx('translator_profiles as tp')
        .join('users', 'users.id', 'tp.user_id')
        .where({ 'tp.is_featured': true, 'tp.status': 'approved' })
        .whereNull('users.deleted_at')
        .count({ count: '*' })
        .first();
      if (Number(row?.count ?? 0) >= maxFeaturedTranslators) throw new ConflictError('tooManyFeatured');
    }
    await trx('translator_profiles').where({ user_id: id }).update({ is_featured: featured, updated_at: trx.fn.now() });
  });
}
