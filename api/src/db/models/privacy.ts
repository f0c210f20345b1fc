import { Model } from 'objection';

/** One published version of the privacy notice (aydınlatma metni); the highest version is in force. */
export class PrivacyNotice extends Model {
  static override tableName = 'privacy_notices';
  static override idColumn = 'version';
  declare version: number;
  declare content_tr: string;
  declare content_en: string;
  declare published_by: number | null;
  declare published_at: Date;
}

/** A consent given (or, at a sign-up that did not say, not given) to a version of the notice. */
export class PrivacyConsent extends Model {
  static override tableName = 'privacy_consents';
  declare id: number;
  declare user_id: number;
  declare notice_version: number | null;
  declare given: boolean;
  declare source: 'signup' | 'renewal';
  declare ip: string | null;
  declare created_at: Date;
}

export type DataExportStatus = 'preparing' | 'ready' | 'failed' | 'expired';

/** An account's data export: a ZIP in the private area `exports`, kept until expires_at. */
export class DataExport extends Model {
  static override tableName = 'data_exports';
  declare id: number;
  declare user_id: number;
  declare status: DataExportStatus;
  declare file_name: string | null;
  declare size: string | number | null;
  declare created_at: Date;
  declare ready_at: Date | null;
  declare expires_at: Date | null;
}
