import type { ShellResources } from './tr';

export const shellEn: ShellResources = {
  skipToContent: 'Skip to content',
  homeLink: 'Tercüme Odası home page',
  mainNav: 'Main menu',
  footerNav: 'Footer menu',
  soon: 'soon',
  social: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    x: 'X (Twitter)',
  },
  signedInAs: 'Signed in as {{name}}',
  feedbackClose: 'Close the feedback panel',
  privacyBanner: {
    first: 'Please read our privacy notice (version {{version}}) and consent to it.',
    label: 'The privacy notice has changed',
    text: 'Our privacy notice has changed (version {{version}}). Please read the new version and consent.',
    read: 'Read it',
    give: 'I consent',
    later: 'Later',
    done: 'Your consent has been recorded.',
    failed: 'Your consent could not be recorded. Please try again.',
  },
};
