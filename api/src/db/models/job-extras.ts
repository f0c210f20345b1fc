import { Model } from 'objection';
import type { DeadlineRequestStatus, JobAttachmentDto, VerifiedFileDto } from 'shared-ui/contracts';
import { Job } from './job';
import { User } from './user';

/** Files around a job that are neither the source document nor a delivered output. */
export class JobAttachment extends Model {
  static override tableName = 'job_attachments';
  declare id: number;
  declare job_id: number;
  declare kind: JobAttachmentDto['kind'];
  declare owner_id: number | null;
  declare file_name: string;
  declare mime: string;
  declare size: number;
  declare uploaded_by: number | null;
  declare created_at: Date;

  static override relationMappings = () => ({
    job: {
      relation: Model.BelongsToOneRelation,
      modelClass: Job,
      join: { from: 'job_attachments.job_id', to: 'jobs.id' },
    },
  });
}

export class JobMessage extends Model {
  static override tableName = 'job_messages';
  declare id: number;
  declare job_id: number;
  declare author_id: number | null;
  declare author_side: 'customer' | 'office';
  declare body: string;
  declare created_at: Date;
  declare read_at: Date | null;

  static override relationMappings = () => ({
    job: {
      relation: Model.BelongsToOneRelation,
      modelClass: Job,
      join: { from: 'job_messages.job_id', to: 'jobs.id' },
    },
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'job_messages.author_id', to: 'users.id' },
    },
  });
}

export class JobPreview extends Model {
  static override tableName = 'job_previews';
  static override idColumn = 'job_id';
  declare job_id: number;
  declare page_count: number | null;
  declare word_count: number | null;
  declare image_file: string | null;
  declare made_at: Date;
}

export class JobRating extends Model {
  static override tableName = 'job_ratings';
  static override idColumn = 'job_id';
  declare job_id: number;
  declare stars: number;
  declare comment: string | null;
  declare answer: string | null;
  declare answered_at: Date | null;
  declare created_at: Date;
}

export class JobRevisionRequest extends Model {
  static override tableName = 'job_revision_requests';
  declare id: number;
  declare job_id: number;
  declare user_id: number | null;
  declare reason: string;
  declare created_at: Date;
  declare reopened_at: Date | null;

  static override relationMappings = () => ({
    job: {
      relation: Model.BelongsToOneRelation,
      modelClass: Job,
      join: { from: 'job_revision_requests.job_id', to: 'jobs.id' },
    },
  });
}

export class JobDeadlineRequest extends Model {
  static override tableName = 'job_deadline_requests';
  declare id: number;
  declare job_id: number;
  declare translator_id: number | null;
  declare previous_date: string;
  declare requested_date: string;
  declare reason: string;
  declare status: DeadlineRequestStatus;
  declare created_at: Date;
  declare decided_at: Date | null;
  declare decided_by: number | null;
  declare decision_note: string | null;
  declare decision_audit_id: number | null;

  static override modifiers = {
    pending(query: ReturnType<typeof JobDeadlineRequest.query>) {
      query.where('job_deadline_requests.status', 'pending');
    },
  };

  static override relationMappings = () => ({
    job: {
      relation: Model.BelongsToOneRelation,
      modelClass: Job,
      join: { from: 'job_deadline_requests.job_id', to: 'jobs.id' },
    },
    translator: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'job_deadline_requests.translator_id', to: 'users.id' },
    },
  });
}

export class JobVerification extends Model {
  static override tableName = 'job_verifications';
  declare id: number;
  declare job_id: number;
  declare code: string;
  declare translator_name: string;
  declare files: VerifiedFileDto[];
  declare completed_at: Date;
  declare created_at: Date;
  declare superseded_at: Date | null;
  declare revoked_at: Date | null;
  declare revoked_reason: string | null;
  declare revoked_by: number | null;

  // an array: without this the driver would send it as a PostgreSQL array, not JSON
  static override jsonAttributes = ['files'];

  static override modifiers = {
    current(query: ReturnType<typeof JobVerification.query>) {
      query.whereNull('job_verifications.superseded_at');
    },
  };

  static override relationMappings = () => ({
    job: {
      relation: Model.BelongsToOneRelation,
      modelClass: Job,
      join: { from: 'job_verifications.job_id', to: 'jobs.id' },
    },
    revoker: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'job_verifications.revoked_by', to: 'users.id' },
    },
  });
}

/** The QR-stamped copy of a code's delivered PDF, made once and kept: its fingerprint is certified too. */
export class VerificationStampedCopy extends Model {
  static override tableName = 'verification_stamped_copies';
  declare id: number;
  declare verification_id: number;
  declare position: number;
  declare file_name: string;
  declare sha256: string;
  declare created_at: Date;
}

/** Which translator was already told about which open job (one alert each). */
export class JobAlertSent extends Model {
  static override tableName = 'job_alerts_sent';
  static override idColumn = ['job_id', 'translator_id'];
  declare job_id: number;
  declare translator_id: number;
  declare sent_at: Date;
}
