/*
 * The job's fixed lists and names, without the request schemas of jobs.ts: a screen that shows a job's kind or code
 * does not build every job schema when its chunk is evaluated. The lists are spec section 3's: stored as keys, shown
 * by label; Turkish form labels are accepted as input.
 */

/**
 * `consular`: sworn, notarised, then legalised by the Ministry of Foreign Affairs and the country's consulate — the
 * legalisation planner's route for a country outside the Hague Apostille Convention (contracts/legalisation.ts).
 */
export const translationTypes = ['official', 'sworn', 'notary', 'apostille', 'consular'] as const;
export type TranslationType = (typeof translationTypes)[number];
export const translationTypeLabelsTr: Record<TranslationType, string> = {
  apostille: 'Apostil Tasdikli Çeviri',
  official: 'Resmi Belge Çeviri',
  notary: 'Noter Tasdikli Çeviri',
  sworn: 'Yeminli Çeviri',
  consular: 'Konsolosluk Onaylı Çeviri',
};

export const specializations = ['general', 'medical', 'academic', 'legal', 'technical'] as const;
export type Specialization = (typeof specializations)[number];
export const specializationLabelsTr: Record<Specialization, string> = {
  general: 'Genel',
  medical: 'Medikal',
  academic: 'Akademik',
  legal: 'Hukuki',
  technical: 'Teknik',
};

export const educationLevels = ['lise', 'lisans'] as const;
export type EducationLevel = (typeof educationLevels)[number];

export {
  customerJobTabOf,
  customerJobTabs,
  jobStatuses,
  jobStatusFilters,
  type CustomerJobTab,
  type JobStatus,
} from './job-status';

/** JOB- plus the id padded to 6 digits. */
export function jobCode(id: number): string {
  return `JOB-${String(id).padStart(6, '0')}`;
}

/** Stored file names are `<numeric prefix>-<original>`; people see the original. */
export function displayFileName(storedName: string): string {
  return storedName.replace(/^\d+-/, '');
}

export const OSMANLICA = 'Osmanlıca';

/** `value` as one of `keys`: the key itself (any case) or its Turkish form label (spec 3); null when unknown. */
function keyOrLabel<K extends string>(keys: readonly K[], labelsTr: Record<K, string>, value: string): K | null {
  const v = value.trim();
  const key = keys.find((k) => k === v.toLowerCase());
  return key ?? keys.find((k) => labelsTr[k].toLocaleLowerCase('tr') === v.toLocaleLowerCase('tr')) ?? null;
}

export const normalizeTranslationType = (value: string): TranslationType | null =>
  keyOrLabel(translationTypes, translationTypeLabelsTr, value);

export const normalizeSpecialization = (value: string): Specialization | null =>
  keyOrLabel(specializations, specializationLabelsTr, value);
