/** Featured translators grid (spec 2.5). */
export const translatorsEn = {
  title: 'Our translators',
  intro:
    'From Ottoman script styles to legal and medical terminology, we work with experienced, carefully selected translators.',
  languages: 'Languages',
  university: 'University',
  empty: 'No featured translators yet. They will be here soon.',
  loadFailed: 'The translator list could not be loaded.',
  photo: 'Photo of {{name}}',
  joinTitle: 'Join us',
  joinText: 'If you are a sworn translator or an Ottoman script specialist, we look forward to your application.',
  joinButton: 'Apply as a translator',
} as const;
