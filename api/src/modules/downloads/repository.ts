import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job } from '../../db/models/job';
import { findOutputJobAccess } from '../jobs/output-repository';

export type DocumentAccessRow = Pick<
  ModelObject<Job>,
  'user_id' | 'assigned_translator_id' | 'hidden_at' | 'is_paid' | 'status'
>;

/** The job whose source document this is, with what decides who may fetch it. */
export async function findDocumentAccess(db: Knex, fileName: string): Promise<DocumentAccessRow | undefined> {
  return Job.query(db)
    .where({ file_name: fileName })
    .select('user_id', 'assigned_translator_id', 'hidden_at', 'is_paid', 'status')
    .first();
}

export type OutputAccessRow = Omit<DocumentAccessRow, 'is_paid'>;

/** The job of a delivered file, with what decides who may fetch it. */
export async function findOutputAccess(db: Knex, fileName: string): Promise<OutputAccessRow | undefined> {
  return findOutputJobAccess(db, fileName);
}
