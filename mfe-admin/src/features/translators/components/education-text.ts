import type { TFunction } from 'i18next';
import type { PendingTranslator } from 'shared-ui';

type Education = Pick<PendingTranslator, 'education_level' | 'university_name' | 'university_department'>;

/** Lisans is shown together with the university and department (spec 3); lise alone. */
export function educationText(person: Education, t: TFunction): string {
  if (person.education_level !== 'lisans') return t(`education.${person.education_level}`);
  if (!person.university_name && !person.university_department) return t('education.lisans');
  const department = person.university_department ? `, ${person.university_department}` : '';
  return t('education.lisansWith', { university: person.university_name ?? '', department });
}
