import { z } from 'zod';

/** The four remotes a team may release on its own, by package name. */
export const releasableRemotes = ['mfe-public', 'mfe-customer', 'mfe-translator', 'mfe-admin'] as const;
export type ReleasableRemote = (typeof releasableRemotes)[number];

export const releaseRemoteParam = z.object({ remote: z.enum(releasableRemotes, { error: 'notFound' }) });

/** PUT /admin/releases/{remote}: a stored version, or null for the build that came with the server. */
export const releaseChoiceInput = z.object({
  version: z
    .string({ error: 'required' })
    .regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/, 'invalidValue')
    .nullable(),
});
export type ReleaseChoiceInput = z.output<typeof releaseChoiceInput>;

export interface ReleaseVersionDto {
  version: string;
  createdAt: string;
  commit: string | null;
  /** sha256 of the build's files (api/src/lib/releases/release-store.ts); null for a release stored before it. */
  contentHash: string | null;
}

export interface RemoteReleasesDto {
  remote: ReleasableRemote;
  /** Served now; null: the build that came with the server. */
  active: string | null;
  /** What was served before the last change: the one-step rollback (undefined when there was no change). */
  previous: string | null;
  changedAt: string | null;
  versions: ReleaseVersionDto[];
}

export interface ReleaseChangeDto {
  id: number;
  remote: ReleasableRemote;
  from: string | null;
  to: string | null;
  actorName: string | null;
  at: string;
}

export interface AdminReleasesDto {
  items: RemoteReleasesDto[];
  changes: ReleaseChangeDto[];
}
