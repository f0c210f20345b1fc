import type { PrivacyNoticeTexts } from '../tr/privacy-notice';

export const privacyNoticeEn: PrivacyNoticeTexts = {
  title: 'Privacy notice (KVKK)',
  intro:
    'The sign-up form and Account settings link to the version in force. When a new version is published, every signed-in user is asked to consent again; earlier versions and the consents given are kept.',
  current: 'Version in force: {{version}} ({{date}})',
  contentTr: 'Turkish text',
  contentEn: 'English text',
  hint: 'Plain text; blank lines separate paragraphs.',
  publish: 'Publish as a new version',
  unchanged: 'Change the text to publish it.',
  confirmTitle: 'Publish a new version?',
  confirmText:
    'Version {{version}} will be published and every signed-in user will be asked to consent to it. A published version cannot be changed.',
  confirmButton: 'Publish',
  versions: 'Versions',
  versionItem: 'Version {{version}} — {{date}}',
  view: 'See the published text',
  loadFailed: 'The privacy notice could not be loaded.',
  failed: 'It could not be published.',
};
