import type { ApplicationDraft } from './application-draft';

/** The multipart body of POST /apply: the contract's field names; certificates repeat; university only for lisans. */
export function applicationFormData(draft: ApplicationDraft): FormData {
  const form = new FormData();
  const lisans = draft.education_level === 'lisans';
  const texts: [string, string][] = [
    ['name', draft.name.trim()],
    ['surname', draft.surname.trim()],
    ['email', draft.email.trim()],
    ['phone', draft.phone ?? ''],
    ['password', draft.password],
    ['education_level', draft.education_level],
    ['university_name', lisans ? draft.university_name.trim() : ''],
    ['university_department', lisans ? draft.university_department.trim() : ''],
    ['experience', draft.experience.trim()],
    ['languages', draft.languages.trim()],
    ['hp', draft.hp],
    ['privacy_consent', String(draft.privacy_consent)],
  ];
  for (const [name, value] of texts) form.append(name, value);
  if (draft.cv_file) form.append('cv_file', draft.cv_file, draft.cv_file.name);
  for (const file of draft.certificates) form.append('certificates', file, file.name);
  return form;
}
