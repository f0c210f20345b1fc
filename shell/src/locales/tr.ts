export const shellTr = {
  skipToContent: 'İçeriğe geç',
  homeLink: 'Tercüme Odası ana sayfa',
  mainNav: 'Ana menü',
  footerNav: 'Alt menü',
  soon: 'yakında',
  social: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    x: 'X (Twitter)',
  },
  signedInAs: '{{name}} olarak giriş yapıldı',
  feedbackClose: 'Geri bildirim panelini kapat',
};
export type ShellResources = typeof shellTr;
