import type { Knex } from 'knex';
import {
  releasableRemotes,
  type AdminReleasesDto,
  type ReleasableRemote,
  type RemoteReleasesDto,
} from 'shared-ui/contracts';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import type { ReleaseStore } from '../../lib/releases/release-store';
import { findChoices, findChosenVersions, findLastReleaseChanges, lockChoice, saveChoice } from './repository';
import { recordAdminAction } from '../admin-audit/record-admin-action';

interface Deps {
  db: Knex;
  releases: ReleaseStore;
}

/** The version each remote serves (absent: the build that came with the server), read on every /mf-remotes.json. */
export async function activeReleases(db: Knex): Promise<Partial<Record<ReleasableRemote, string>>> {
  const rows = await findChosenVersions(db);
  return Object.fromEntries(rows.map((r) => [r.remote, r.version]));
}

/** Every remote with its stored versions, the one served and the one before; the last changes. */
export async function adminReleases(deps: Deps): Promise<AdminReleasesDto> {
  const choices = new Map((await findChoices(deps.db)).map((r) => [r.remote, r]));
  const items: RemoteReleasesDto[] = [];
  for (const remote of releasableRemotes) {
    const choice = choices.get(remote);
    items.push({
      remote,
      active: choice?.version ?? null,
      previous: choice?.previous_version ?? null,
      changedAt: choice ? new Date(choice.changed_at).toISOString() : null,
      versions: await deps.releases.versions(remote),
    });
  }
  const changes = await findLastReleaseChanges(deps.db, 20);
  return {
    items,
    changes: changes.map((c) => ({
      id: c.id,
      remote: c.remote,
      from: c.from_version,
      to: c.to_version,
      actorName: c.name ? `${c.name} ${c.surname ?? ''}`.trim() : null,
      at: new Date(c.at).toISOString(),
    })),
  };
}

/**
 * Serves `version` of `remote` from now on (null: the build that came with the server); the version it replaces
 * becomes the rollback. Audited; choosing the version already served changes nothing. Every file of the release
 * is read back from the shared store and checked against its record first: a release some instance could not
 * serve in full (half uploaded, altered, recorded before its content was hashed) is refused with 409.
 */
export async function chooseRelease(
  deps: Deps,
  actorId: number,
  remote: ReleasableRemote,
  version: string | null,
): Promise<void> {
  if (version !== null) {
    if (!(await deps.releases.has(remote, version))) throw new NotFoundError('releaseNotFound');
    if (!(await deps.releases.verify(remote, version))) throw new ConflictError('releaseIncomplete');
  }
  await deps.db.transaction(async (trx) => {
    const current = await lockChoice(trx, remote);
    const from = current?.version ?? null;
    if (from === version) return;
    await saveChoice(trx, { remote, version, from, actorId });
    await recordAdminAction(trx, {
      actorId,
      action: 'release_chosen',
      objectKey: remote,
      before: { version: from },
      after: { version },
    });
  });
}
