import type { Locale } from 'shared-ui';
import { applyInput, messageText } from 'shared-ui/contracts';
import type { ApplicationDraft, DraftField } from './application-draft';
import { certificateExtensions, cvExtensions, hasExtension } from './file-rules';

export type ApplicationErrors = Partial<Record<DraftField, string>>;

interface FileMessages {
  wrongCv: string;
  wrongCertificate: string;
}

/**
 * The shared contract decides the text fields (so the browser and the server agree on every rule and message);
 * files are checked here by extension.
 */
export function checkApplication(draft: ApplicationDraft, lang: Locale, files: FileMessages): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const { cv_file: cv, certificates, ...texts } = draft;
  const parsed = applyInput.safeParse({ ...texts, phone: texts.phone ?? '' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in draft && !(field in errors))
        errors[field as DraftField] = messageText(issue.message, lang);
    }
  }
  if (cv && !hasExtension(cv.name, cvExtensions)) errors.cv_file = files.wrongCv;
  if (certificates.some((file) => !hasExtension(file.name, certificateExtensions)))
    errors.certificates = files.wrongCertificate;
  return errors;
}
