/** The public check of a delivered translation, /dogrula/{code} */
export const verificationTr = {
  title: 'Çeviri doğrulama',
  intro:
    'Tercüme Odası’nın teslim ettiği bir çevirinin gerçek olup olmadığını, belgedeki doğrulama kodu ya da QR kod ile kontrol edin.',
  codeLabel: 'Doğrulama kodu',
  codeHint: 'Belgenin son sayfasındaki 24 karakterlik kod, ör. K7QM-4XPR-…',
  check: 'Doğrula',
  loading: 'Kod kontrol ediliyor…',
  loadFailed: 'Kod şu anda kontrol edilemedi. Lütfen biraz sonra tekrar deneyin.',
  mistyped: 'Bu kod hatalı yazılmış görünüyor.',
  mistypedHint:
    'Kodu belgedeki kodla karakter karakter karşılaştırın: bir karakter yanlış ya da iki karakterin yeri değişmiş olabilir.',
  notFound: 'Bu doğrulama kodu bulunamadı.',
  notFoundHint:
    'Kodu belgedeki gibi yazdığınızdan emin olun. Kod bulunamıyorsa belge bizim teslim ettiğimiz bir çeviri değildir.',
  valid: 'Geçerli: bu çeviri Tercüme Odası tarafından teslim edildi.',
  superseded: 'Bu kodun yerini {{date}} tarihinde düzeltilmiş bir teslim aldı. Güncel belgeyi isteyin.',
  revoked: 'Bu doğrulama kodu {{date}} tarihinde iptal edildi. Bu belgeye güvenmeyin.',
  facts: {
    code: 'Doğrulama kodu',
    job: 'İş numarası',
    languages: 'Diller',
    type: 'Çeviri türü',
    translator: 'Yeminli tercüman',
    completed: 'Tamamlanma tarihi',
  },
  filesTitle: 'Teslim edilen dosyalar',
  fileLabel: '{{position}}. dosya · {{size}}',
  fileHash: 'SHA-256 parmak izi',
  privacy: 'Müşteriye ve belgenin içeriğine dair hiçbir bilgi bu sayfada gösterilmez.',
  dropLabel: 'Elinizdeki dosyayı kontrol edin',
  dropHint: 'Dosya bilgisayarınızdan çıkmaz: parmak izi tarayıcınızda hesaplanır ve yukarıdakilerle karşılaştırılır.',
  hashing: 'Parmak izi hesaplanıyor… %{{percent}}',
  match: 'Eşleşti: “{{name}}”, teslim edilen {{position}}. dosyanın birebir aynısı.',
  match_stamped:
    'Eşleşti: “{{name}}”, teslim edilen {{position}}. dosyanın QR kodlu damgalı kopyasının birebir aynısı.',
  matchNotCurrent:
    'Eşleşti: “{{name}}”, teslim edilen {{position}}. dosyanın aynısı — ancak bu kod artık geçerli değil.',
  matchNotCurrent_stamped:
    'Eşleşti: “{{name}}”, teslim edilen {{position}}. dosyanın damgalı kopyası — ancak bu kod artık geçerli değil.',
  noMatch: 'Eşleşmedi: “{{name}}” teslim edilen dosyalardan hiçbirinin aynısı değil. Dosya değiştirilmiş olabilir.',
  hashFailed: 'Dosya okunamadı.',
  stampedNote:
    'Hem teslim edilen asıl dosya hem de müşteriye verdiğimiz QR kodlu damgalı kopya kontrol edilir; başka her değişiklik eşleşmez.',
};
