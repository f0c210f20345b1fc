/** Contact page (spec 2.5). */
export const contactTr = {
  title: 'İletişim',
  intro:
    'Sorularınız, kurumsal teklifler ve özel belgeler için bize yazın; mesai saatlerinde aynı gün dönüş yapıyoruz.',
  details: {
    title: 'Bize ulaşın',
    address: 'Adres',
    addressText: 'Alemdar Mah. Babıali Cad. No: 12, 34110 Fatih / İstanbul',
    phone: 'Telefon',
    email: 'E-posta',
    hours: 'Çalışma saatleri',
    hoursText: 'Hafta içi 09:00 – 18:00, Cumartesi 10:00 – 14:00',
  },
  map: 'Ofisimizin haritadaki konumu',
  form: {
    title: 'Mesaj gönderin',
    name: 'Adınız soyadınız',
    email: 'E-posta adresiniz',
    message: 'Mesajınız',
    hp: 'Bu alanı boş bırakın',
    submit: 'Gönder',
    required: 'Lütfen tüm alanları doldurun.',
    failed: 'Mesajınız şu anda gönderilemedi. Lütfen daha sonra tekrar deneyin.',
  },
} as const;
