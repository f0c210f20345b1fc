// `shared-ui/job-specialties`: not part of the federation singleton (only the bare `shared-ui` is shared), so the
// panels bundle it into their own lazily loaded chunks and the public site's start-up JavaScript does not carry it.
export { jobSpecialtiesNs } from './job-specialties-texts';
export { NameSheetTable } from './name-sheet-table';
export { isPastDue, PastDueBadge } from './past-due-badge';
export { useSpecialtyFacts, type SpecialtySource } from './use-specialty-facts';
