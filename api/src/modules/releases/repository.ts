import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { ReleasableRemote } from 'shared-ui/contracts';
import { RemoteRelease, RemoteReleaseAudit } from '../../db/models/site';
import type { User } from '../../db/models/user';
import { peopleTable } from '../settings/people-repository';

export type ChoiceRow = ModelObject<RemoteRelease>;

export async function findChosenVersions(db: Knex): Promise<Pick<ChoiceRow, 'remote' | 'version'>[]> {
  return RemoteRelease.query(db).whereNotNull('version').select('remote', 'version');
}

export async function findChoices(db: Knex): Promise<ChoiceRow[]> {
  return RemoteRelease.query(db).select('*');
}

/** An audit row with its actor's name (null when the account is gone). */
export type ReleaseChangeRow = Pick<
  ModelObject<RemoteReleaseAudit>,
  'id' | 'remote' | 'from_version' | 'to_version' | 'at'
> & { name: User['name'] | null; surname: User['surname'] | null };

export async function findLastReleaseChanges(db: Knex, limit: number): Promise<ReleaseChangeRow[]> {
  return RemoteReleaseAudit.query(db)
    .alias('a')
    .leftJoin(peopleTable(db).as('users'), 'users.id', 'a.actor_id')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .select('a.id', 'a.remote', 'a.from_version', 'a.to_version', 'a.at', 'users.name', 'users.surname')
    .castTo<ReleaseChangeRow[]>();
}

export async function lockChoice(trx: Knex, remote: ReleasableRemote): Promise<ChoiceRow | undefined> {
  return RemoteRelease.query(trx).where({ remote }).forUpdate().first();
}

/** The new choice (the replaced version becomes the rollback) and its audit row; pass the transaction. */
export async function saveChoice(
  trx: Knex,
  change: { remote: ReleasableRemote; version: string | null; from: string | null; actorId: number },
): Promise<void> {
  await RemoteRelease.query(trx)
    .insert({
      remote: change.remote,
      version: change.version,
      previous_version: change.from,
      changed_by: change.actorId,
      changed_at: trx.fn.now(),
    })
    .onConflict('remote')
    .merge();
  await RemoteReleaseAudit.query(trx).insert({
    remote: change.remote,
    from_version: change.from,
    to_version: change.version,
    actor_id: change.actorId,
  });
}
