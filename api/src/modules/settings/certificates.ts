import type { File } from 'formidable';
import type { OwnCertificate } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-error';
import { acceptUpload } from '../../lib/uploads';
import { toOwnCertificate } from './dto';
import { deleteOwnCertificate, findCertificate, findOwnCertificates, insertCertificate } from './repository';

export const maxCertificatesPerTranslator = 20;

export async function listOwnCertificates(deps: AppDeps, userId: number): Promise<OwnCertificate[]> {
  return (await findOwnCertificates(deps.db, userId)).map((c) => toOwnCertificate(c, deps.signedLinks));
}

/** A certificate (.pdf .png .jpg .jpeg by its bytes) added to the translator's own list. */
export async function addCertificate(deps: AppDeps, userId: number, file: File | undefined): Promise<OwnCertificate> {
  if (!file) throw new ValidationError({ file: 'fileRequired' }, 'fileRequired');
  const accepted = await acceptUpload(file, 'certificate', 'file');
  const existing = await findOwnCertificates(deps.db, userId);
  if (existing.length >= maxCertificatesPerTranslator) throw new ConflictError('tooManyCertificates');
  const stored = await deps.storage.put('certificates', accepted.tempPath, accepted.originalName);
  try {
    const row = await insertCertificate(deps.db, {
      user_id: userId,
      file_name: stored,
      mime: accepted.mime,
      size: accepted.size,
    });
    return toOwnCertificate(row, deps.signedLinks);
  } catch (err) {
    await deps.storage.remove('certificates', stored);
    throw err;
  }
}

/** Only the owner may delete a certificate: someone else's answers 403, a missing one 404. */
export async function deleteCertificate(deps: AppDeps, userId: number, id: number): Promise<void> {
  const certificate = await findCertificate(deps.db, id);
  if (!certificate) throw new NotFoundError();
  if (certificate.user_id !== userId) throw new ForbiddenError();
  if (await deleteOwnCertificate(deps.db, userId, id)) await deps.storage.remove('certificates', certificate.file_name);
}
