import { Model } from 'objection';
import type { ReleasableRemote } from 'shared-ui/contracts';

export class SiteSetting extends Model {
  static override tableName = 'site_settings';
  static override idColumn = 'key';
  declare key: string;
  declare value: string;
  declare updated_by: number | null;
  declare updated_at: Date;
}

export class SiteSettingAudit extends Model {
  static override tableName = 'site_settings_audit';
  declare id: number;
  declare key: string;
  declare old_value: string | null;
  declare new_value: string;
  declare actor_id: number | null;
  declare at: Date;
}

/** Which version of each front-end remote the site serves. */
export class RemoteRelease extends Model {
  static override tableName = 'remote_releases';
  static override idColumn = 'remote';
  declare remote: ReleasableRemote;
  declare version: string | null;
  declare previous_version: string | null;
  declare changed_by: number | null;
  declare changed_at: Date;
}

export class RemoteReleaseAudit extends Model {
  static override tableName = 'remote_releases_audit';
  declare id: number;
  declare remote: ReleasableRemote;
  declare from_version: string | null;
  declare to_version: string | null;
  declare actor_id: number | null;
  declare at: Date;
}

/** A stored release of a remote (lib/releases/db-release-store.ts): written last, it marks the release complete. */
export class RemoteReleaseBuild extends Model {
  static override tableName = 'remote_release_builds';
  static override idColumn = ['remote', 'version'];
  declare remote: string;
  declare version: string;
  declare commit: string | null;
  /** Identifies the exact build. */
  declare content_hash: string;
  declare created_at: Date;
}

/** One file of a stored release. */
export class RemoteReleaseFile extends Model {
  static override tableName = 'remote_release_files';
  static override idColumn = ['remote', 'version', 'path'];
  declare remote: string;
  declare version: string;
  declare path: string;
  declare size: number;
  declare sha256: string;
  declare content: Buffer;
}
