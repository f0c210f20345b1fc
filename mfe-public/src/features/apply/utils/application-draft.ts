import type { EducationLevel } from 'shared-ui';

/** What the form holds; every text goes to POST /apply under the same name. */
export interface ApplicationDraft {
  name: string;
  surname: string;
  email: string;
  phone: string | undefined;
  password: string;
  education_level: EducationLevel | '';
  university_name: string;
  university_department: string;
  experience: string;
  languages: string;
  hp: string;
  /** The privacy notice box: the screen requires it (the API records it; docs/decisions.md). */
  privacy_consent: boolean;
  cv_file: File | null;
  certificates: File[];
}

export const emptyDraft: ApplicationDraft = {
  name: '',
  surname: '',
  email: '',
  phone: undefined,
  password: '',
  education_level: '',
  university_name: '',
  university_department: '',
  experience: '',
  languages: '',
  hp: '',
  privacy_consent: false,
  cv_file: null,
  certificates: [],
};

export type DraftField = keyof ApplicationDraft;
