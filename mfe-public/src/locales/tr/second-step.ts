/** The sign-in screen's second step, for accounts with two-step sign-in. */
export const secondStepTr = {
  title: 'Doğrulama kodu',
  intro: 'Hesabınızda iki adımlı giriş açık. Doğrulama uygulamanızdaki 6 haneli kodu girin.',
  code: 'Doğrulama kodu',
  codeHint: 'Telefonunuza erişemiyorsanız kurtarma kodlarınızdan birini girin.',
  codeRequired: 'Kodu giriniz.',
  submit: 'Doğrula',
  back: 'Farklı bir hesapla giriş yap',
  failed: 'Kod doğrulanamadı.',
};

export type SecondStepTexts = typeof secondStepTr;
