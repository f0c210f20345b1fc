import {
  displayFileName,
  hasValidCheckCharacter,
  normalizeVerificationCode,
  type AdminVerificationDto,
  type CustomerVerificationDto,
  type PublicVerificationDto,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-error';
import { customerMaySeeOutputs } from '../jobs/job-dto';
import { jobFilesDeletedError } from '../file-retention/deleted-file-error';
import { findJobById, lockJob, writeAudit } from '../jobs/job-repository';
import {
  findVerification,
  toPublicVerificationDto,
  verificationsOfJob,
  type VerificationRow,
} from './verification-records';
import { findOutputNameBySha256 } from '../jobs/output-repository';
import { revokeVerification as revokeUnlessRevoked } from './repository';
import { stampedCopyBytes } from './stamped-copies';
import { mailCustomerCodeRevoked } from './verification-mails';
import { documentLocale, verificationPageUrl } from './verification-qr';
import { recordAdminAction } from '../admin-audit/record-admin-action';

/** The signed links of stamped copies sign `<code>/<position>` in this area of their own. */
export const stampedCopyArea = 'verified-copy';

/**
 * A code as typed or scanned, or 404. A code on record is found whatever its last character (codes issued before
 * the check character have none); one that is not is answered "check the code" when it is malformed or its check
 * character is wrong (a typo), and "not found" when it is well formed (never issued, or made up).
 */
export async function verificationByCode(deps: Pick<AppDeps, 'db'>, raw: string): Promise<VerificationRow> {
  const code = normalizeVerificationCode(raw);
  const row = code ? await findVerification(deps.db, code) : undefined;
  if (row) return row;
  if (!code || !hasValidCheckCharacter(code)) throw new NotFoundError('verificationCodeMistyped');
  throw new NotFoundError('verificationNotFound');
}

export async function publicVerification(deps: Pick<AppDeps, 'db'>, raw: string): Promise<PublicVerificationDto> {
  return toPublicVerificationDto(await verificationByCode(deps, raw));
}

/** The delivered file a code's position stands for, found by its fingerprint among the job's outputs. */
async function deliveredFile(deps: Pick<AppDeps, 'db'>, row: VerificationRow, position: number) {
  const file = row.files.find((f) => f.position === position);
  if (!file) return undefined;
  const fileName = await findOutputNameBySha256(deps.db, row.job_id, file.sha256);
  return fileName === undefined ? undefined : { ...file, fileName };
}

/**
 * The customer's current code (the newest, whatever its state) with the page, the QR codes and, while it is
 * valid, a stamped copy of each delivered PDF. Null before the first completion. The page and the QR codes are in
 * the document's target language, whatever language the customer reads the site in.
 */
export async function customerVerification(
  deps: AppDeps,
  userId: number,
  jobId: number,
): Promise<CustomerVerificationDto | null> {
  const job = await findJobById(deps.db, jobId);
  if (!job || job.hidden_at) throw new NotFoundError();
  if (job.user_id !== userId) throw new ForbiddenError();
  const [row] = await verificationsOfJob(deps.db, jobId);
  if (!row || !customerMaySeeOutputs(job)) return null;
  const dto = toPublicVerificationDto(row);
  const locale = documentLocale(row.target_lang);
  const qr = `/api/public/verifications/${row.code}/qr`;
  const stamped: CustomerVerificationDto['stamped_copies'] = [];
  if (dto.status === 'valid')
    for (const file of row.files.filter((f) => f.mime === 'application/pdf')) {
      const delivered = await deliveredFile(deps, row, file.position);
      if (!delivered) continue;
      const path = `/api/verified-copy/${row.code}/${file.position}`;
      stamped.push({
        position: file.position,
        name: displayFileName(delivered.fileName),
        url: deps.signedLinks.linkTo(path, stampedCopyArea, `${row.code}/${file.position}`),
      });
    }
  return {
    ...dto,
    page_url: verificationPageUrl(deps.env.PUBLIC_URL, row.code, locale),
    qr_png_url: `${qr}.png?lang=${locale}`,
    qr_svg_url: `${qr}.svg?lang=${locale}`,
    stamped_copies: stamped,
  };
}

/** The stamped copy behind a stamped-copy link (the link's signature was checked by the route). */
export async function stampedCopy(deps: AppDeps, code: string, position: number) {
  const row = await verificationByCode(deps, code);
  if (row.revoked_at || row.superseded_at) throw new ConflictError('verificationRevoked');
  // The stamped copies go with the job's files: a link handed out before they were deleted says so.
  if ((await findJobById(deps.db, row.job_id))?.files_deleted_at) throw jobFilesDeletedError();
  const delivered = await deliveredFile(deps, row, position);
  if (!delivered) throw new NotFoundError();
  if (delivered.mime !== 'application/pdf') throw new ConflictError('verifiedCopyNotPdf');
  const bytes = await stampedCopyBytes(deps, row, position, async () => {
    const file = await deps.storage.open('output', delivered.fileName);
    if (!file) throw new NotFoundError();
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  return { row, bytes, name: displayFileName(delivered.fileName) };
}

export async function adminVerifications(deps: AppDeps, jobId: number): Promise<AdminVerificationDto[]> {
  if (!(await findJobById(deps.db, jobId))) throw new NotFoundError();
  const rows = await verificationsOfJob(deps.db, jobId);
  return rows.map((row) => ({
    ...toPublicVerificationDto(row),
    revoked_reason: row.revoked_reason,
    revoked_by_name: row.revoked_by_name,
    page_url: verificationPageUrl(deps.env.PUBLIC_URL, row.code, documentLocale(row.target_lang)),
  }));
}

/**
 * The office withdraws a code (a forged stamp, a mistake in the translation): the page then says so, and the
 * customer is told by mail.
 */
export async function revokeVerification(deps: AppDeps, adminId: number, raw: string, reason: string) {
  const found = await verificationByCode(deps, raw);
  await deps.db.transaction(async (trx) => {
    const job = await lockJob(trx, found.job_id);
    if (!(await revokeUnlessRevoked(trx, found.id, { reason, adminId })))
      throw new ConflictError('verificationAlreadyRevoked');
    await writeAudit(trx, {
      jobId: job.id,
      actorId: adminId,
      action: 'verification_revoked',
      from: job.status,
      to: job.status,
    });
    await recordAdminAction(trx, {
      actorId: adminId,
      action: 'verification_revoked',
      jobId: job.id,
      objectKey: found.code,
      after: { reason },
    });
    await mailCustomerCodeRevoked({ ...deps, db: trx }, job, found.code);
  });
  return adminVerifications(deps, found.job_id);
}
