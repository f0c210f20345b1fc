import { slugify } from './content';

describe('slugify', () => {
  it.each([
    ['Çalışma Şartları ve Ödeme', 'calisma-sartlari-ve-odeme'],
    ['Hakkımızda', 'hakkimizda'],
    ['İletişim Bilgileri', 'iletisim-bilgileri'],
    ['Gizlilik Sözleşmesi (KVKK)', 'gizlilik-sozlesmesi-kvkk'],
    ['ĞÜŞİÖÇ ğüşıöç', 'gusioc-gusioc'],
    ['Information', 'information'],
  ])('transliterates Turkish letters: %s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
