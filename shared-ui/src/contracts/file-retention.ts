import { z } from 'zod';
import { numeric } from './common';

/**
 * How long a job's files (the customer's document, the deliveries, their previews and stamped copies) are kept
 * once the job is completed or cancelled. Set in "Site ayarları"; site-settings.ts includes the key, and a PUT
 * without it leaves it as it is.
 */
export interface FileRetentionSettings {
  file_retention_days: number;
}

export const fileRetentionDefaults: FileRetentionSettings = { file_retention_days: 180 };

export const fileRetentionSettingsShape = {
  file_retention_days: numeric(
    z
      .number({ error: 'invalidRetentionDays' })
      .int('invalidRetentionDays')
      .min(1, 'invalidRetentionDays')
      .max(3650, 'invalidRetentionDays'),
  ).optional(),
};

/**
 * GET /user/job/{id}/retention: when the job's files go (or went). `delete_after` is null while the job is still
 * under way; `deleted_at` is set once they are gone, the job's record stays.
 */
export interface JobRetentionDto {
  retention_days: number;
  closed_at: string | null;
  delete_after: string | null;
  deleted_at: string | null;
  /** The customer may delete the files at once: the job is completed or cancelled and its files are still here. */
  can_delete_now: boolean;
}
