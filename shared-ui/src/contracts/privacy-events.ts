/**
 * A window event a screen sends after recording a consent, so the shell's consent banner steps aside at once. Its
 * own file, without zod: the shell's start-up code imports it (privacy.ts holds the schemas).
 */
export const consentGivenEvent = 'privacy-consent-given';
