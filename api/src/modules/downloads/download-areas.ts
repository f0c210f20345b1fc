import type { Knex } from 'knex';
import type { privateAreas } from '../../lib/storage';
import type { AuthUser } from '../../types';

export type PrivateArea = (typeof privateAreas)[number];

/** Whether a signed-in user may fetch one stored file of an area. Admins are not let through by default. */
export type DownloadAuthorizer = (args: { db: Knex; user: AuthUser; fileName: string }) => Promise<boolean>;

const authorizers = new Map<PrivateArea, DownloadAuthorizer>();

/**
 * Makes a private storage area downloadable at GET /api/download/<area>/<fileName>, with a signed link
 * (deps.signedLinks.link(area, fileName), handed only to someone allowed) or a bearer token this authorizer
 * accepts. The jobs module registers `documents` and `output`; another module registers its own areas once, at
 * import time of its router file, e.g. in the translators module:
 *
 *   registerDownloadArea('cv', async ({ db, user, fileName }) =>
 *     user.role === 'admin' || (await hasCvFile(db, user.id, fileName)));
 *
 * An unregistered area answers 404. Registering an area again replaces its authorizer.
 */
export function registerDownloadArea(area: PrivateArea, authorize: DownloadAuthorizer): void {
  authorizers.set(area, authorize);
}

export function downloadAuthorizerOf(area: string): DownloadAuthorizer | undefined {
  return authorizers.get(area as PrivateArea);
}

export function downloadAreas(): PrivateArea[] {
  return [...authorizers.keys()];
}
