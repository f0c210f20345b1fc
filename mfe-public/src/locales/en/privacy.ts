import type { PrivacyTexts } from '../tr/privacy';

export const privacyEn: PrivacyTexts = {
  export: {
    title: 'Download my data',
    intro:
      'You can ask for everything we hold about you (account details, orders, offers, messages, ratings, payments, consents and your files) as one ZIP file. It is prepared in the background; we e-mail you when it is ready, and you can download it here for {{days}} days.',
    request: 'Request my data',
    listLabel: 'My data files',
    empty: 'You have not asked for a data file yet.',
    requestedAt: 'Requested on {{date}}',
    status: {
      preparing: 'Being prepared…',
      ready: 'Ready',
      failed: 'Could not be prepared',
      expired: 'Expired',
    },
    expiresAt: 'Downloadable until {{date}}',
    download: 'Download ({{size}})',
    downloadLabel: 'Download the data file of {{date}}, {{size}}',
    failedHint: 'You can ask again.',
  },
  consent: {
    title: 'Privacy notice',
    intro:
      'Our privacy notice explains how we process your personal data. When it changes, we ask you to consent to the new version.',
    read: 'Read the privacy notice (version {{version}})',
    upToDate: 'You have consented to the version in force (version {{version}}).',
    needed: 'The privacy notice has changed (version {{version}}). Please read it and consent.',
    first: 'You have not consented to the privacy notice (version {{version}}) yet. Please read it and consent.',
    give: 'I have read it and consent',
    historyTitle: 'Consent history',
    historyItem: {
      given: 'Consented to version {{version}} — {{date}}',
      notGiven: 'No consent given at sign-up — {{date}}',
    },
    source: { signup: 'sign-up', renewal: 'update' },
  },
  banner: {
    text: 'Our privacy notice has changed. Please read the new version and consent.',
    read: 'Read it',
    give: 'I consent',
    later: 'Later',
  },
  notice: {
    title: 'Privacy Notice (KVKK)',
    version: 'Version {{version}} · published on {{date}}',
    loadFailed: 'The privacy notice could not be loaded.',
  },
  kept: {
    title: 'What is kept when you delete your account',
    intro: 'Your personal data is deleted or anonymised. What the law requires us to keep remains:',
    exportHint: 'Before deleting, you can download a copy of your data under My personal data.',
  },
  failed: 'Something went wrong.',
  loadFailed: 'The details could not be loaded.',
  retry: 'Try again',
};
