import type { Knex } from 'knex';
import { AppError, NotFoundError } from '../../errors/app-error';
import { isDeletedJobFile } from './repository';

/** 410: the job's files were deleted under the retention period or at the customer's request. */
export const jobFilesDeletedError = (): AppError => new AppError(410, 'jobFilesDeleted');

/**
 * The answer for a file storage no longer has: 410 with a message when its job's files were deleted under the
 * retention period or at the customer's request, else 404.
 */
export async function missingFileError(db: Knex, area: string, fileName: string): Promise<AppError> {
  return (await isDeletedJobFile(db, area, fileName)) ? jobFilesDeletedError() : new NotFoundError();
}
