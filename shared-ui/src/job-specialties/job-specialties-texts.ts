// `shared-ui`, not a relative path: this subpath is bundled into the panels' own chunks, and only the package name
// reaches the federation singleton whose i18n instance renders the site.
import { registerNamespace } from 'shared-ui';
import { jobSpecialtiesEn } from './locales/en';
import { jobSpecialtiesTr } from './locales/tr';

/** The namespace of a job's specialty facts (Ottoman intake, name sheet, country of use); importing the constant registers its texts. */
export const jobSpecialtiesNs = 'jobSpecialties';
registerNamespace(jobSpecialtiesNs, { tr: jobSpecialtiesTr, en: jobSpecialtiesEn });
