import type { File } from 'formidable';
import { languagesText, paths, type ApplyData, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ValidationError } from '../../errors/app-error';
import { hashPassword } from '../../lib/passwords';
import { acceptUpload, type AcceptedUpload } from '../../lib/uploads';
import { issueEmailToken } from '../auth/email-tokens';
import { mayMail } from '../auth/mail-budget';
import { sendVerificationMail } from '../auth/mails';
import { findActiveAccountByEmail } from '../settings/sign-in-repository';
import { notifyAdminsOfApplication } from './mails';
import { insertApplicationCertificate } from '../settings/repository';
import { insertApplicant, insertTranslatorProfile } from '../settings/translator-repository';
import { isUniqueViolation } from '../../db/db-errors';
import { recordSignupConsent } from '../privacy/consents';

export const maxCertificateFiles = 10;

const emailTaken = () => new ConflictError('emailTaken', { email: 'emailTaken' });

export interface ApplicationFiles {
  cv: File[];
  certificates: File[];
}

/** Every file is checked by its bytes before anything is written; the first refusal (413/415) ends the request. */
async function checkFiles(
  files: ApplicationFiles,
): Promise<{ cv: AcceptedUpload | null; certificates: AcceptedUpload[] }> {
  if (files.cv.length > 1) throw new ValidationError({ cv_file: 'invalidValue' }, 'invalidValue');
  if (files.certificates.length > maxCertificateFiles)
    throw new ValidationError({ certificates: 'invalidValue' }, 'invalidValue');
  const [cvFile] = files.cv;
  const cv = cvFile ? await acceptUpload(cvFile, 'cv', 'cv_file') : null;
  const certificates: AcceptedUpload[] = [];
  for (const file of files.certificates) certificates.push(await acceptUpload(file, 'certificate', 'certificates'));
  return { cv, certificates };
}

/**
 * A translator application (spec 2.11, ARCHITECTURE §3): a translator account with a pending profile and its
 * files, written in one transaction. Files move into storage only after every check passed, inside that
 * transaction; if it fails they are removed again, so a refused application leaves no row and no file.
 * The applicant gets the verification mail at once (approval does not wait for it); every admin is told. The
 * consent to the privacy notice is recorded with its version, as at a customer's sign-up.
 */
export async function submitApplication(
  deps: AppDeps,
  input: ApplyData,
  files: ApplicationFiles,
  locale: Locale,
  ip: string | null = null,
): Promise<void> {
  const accepted = await checkFiles(files);
  if (await findActiveAccountByEmail(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  // Verification mails to one address are limited (MAILS_PER_ADDRESS_PER_HOUR); over it the account is still made.
  const mayMailAddress = await mayMail(deps, 'verify', input.email);

  const stored: { area: 'cv' | 'certificates'; name: string }[] = [];
  const { userId } = await deps.db
    .transaction(async (trx) => {
      const user = {
        id: await insertApplicant(trx, {
          name: input.name,
          surname: input.surname,
          email: input.email,
          phone: input.phone ?? null,
          password_hash: passwordHash,
          locale,
          languages: languagesText(input.languages ?? []),
        }),
      };

      let cvName: string | null = null;
      if (accepted.cv) {
        cvName = await deps.storage.put('cv', accepted.cv.tempPath, accepted.cv.originalName);
        stored.push({ area: 'cv', name: cvName });
      }
      await insertTranslatorProfile(trx, {
        user_id: user.id,
        status: 'pending',
        education_level: input.education_level,
        university_name: input.university_name,
        university_department: input.university_department,
        experience: input.experience,
        description: input.description,
        cv_file: cvName,
      });
      for (const certificate of accepted.certificates) {
        const name = await deps.storage.put('certificates', certificate.tempPath, certificate.originalName);
        stored.push({ area: 'certificates', name });
        await insertApplicationCertificate(trx, {
          user_id: user.id,
          file_name: name,
          mime: certificate.mime,
          size: certificate.size,
        });
      }
      // the application is the translator's sign-up: the notice version in force when the box was ticked
      await recordSignupConsent(trx, user.id, input.privacy_consent === true, ip);
      const token = await issueEmailToken({ db: trx }, user.id, 'verify', input.email);
      const inTrx = { ...deps, db: trx };
      // the verified applicant signs in to the panel the approval mail also opens
      if (mayMailAddress)
        await sendVerificationMail(
          inTrx,
          { email: input.email, name: input.name },
          token,
          locale,
          paths.panel.translator,
        );
      await notifyAdminsOfApplication(inTrx, {
        id: user.id,
        name: input.name,
        surname: input.surname,
        email: input.email,
      });
      return { userId: user.id };
    })
    .catch(async (err: unknown) => {
      await Promise.all(stored.map((f) => deps.storage.remove(f.area, f.name)));
      // Two applications with one address at once: the unique index decides.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    });

  deps.logger.info({ userId }, 'translator application received');
}
