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
};
