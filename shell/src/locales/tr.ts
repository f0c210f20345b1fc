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
  privacyBanner: {
    first: 'Lütfen aydınlatma metnimizi (sürüm {{version}}) okuyup onaylayın.',
    label: 'Aydınlatma metni güncellendi',
    text: 'Aydınlatma metnimiz güncellendi (sürüm {{version}}). Lütfen yeni sürümü okuyup onaylayın.',
    read: 'Metni oku',
    give: 'Onaylıyorum',
    later: 'Daha sonra',
    done: 'Onayınız kaydedildi.',
    failed: 'Onayınız kaydedilemedi. Lütfen tekrar deneyin.',
  },
};
export type ShellResources = typeof shellTr;
