import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The paper delivery's texts (namespace `paperDelivery`): the order form's choice and the job page's card. */
const tr = {
  legend: 'Basılı çevirinin teslimi',
  hint: 'Yeminli, noter onaylı, apostilli ve konsolosluk onaylı çeviri mühürlü bir kâğıttır. Size nasıl ulaşsın?',
  methods: {
    collect: 'Ofisten teslim alacağım',
    courier: 'Kuryeyle gönderin (Türkiye içi)',
    post: 'Uluslararası postayla gönderin (yurt dışı)',
  },
  recipient: 'Alıcının adı soyadı',
  address: 'Adres',
  city: 'Şehir / ilçe',
  postalCode: 'Posta kodu (isteğe bağlı)',
  country: 'Ülke',
  phone: 'Telefon (isteğe bağlı)',
  choose: 'Seçiniz',
  prefilled: 'Profilinizdeki adres dolduruldu; bu siparişte verdiğiniz adres profilinize kaydedilir.',
  sendUs: {
    title: 'Bize göndermeniz gerekenler',
    original:
      'Apostil ve konsolosluk onayı belgenin aslı üzerinden yapılır: belgenin aslını ofisimize gönderin ya da getirin.',
    nothing: 'Bize kâğıt göndermeniz gerekmez: çeviri yüklediğiniz belgeden yapılır.',
    where: 'Ofis adresimiz: {{address}}',
    noAddress: 'Ofis adresini öğrenmek için bize yazın: {{contact}}',
    label: 'Zarfın üzerine iş numaranızı ({{code}}) yazın.',
  },
  card: {
    title: 'Basılı teslimat',
    method: 'Teslim şekli',
    methods: {
      collect: 'Ofisten teslim alma',
      courier: 'Kurye (Türkiye içi)',
      post: 'Uluslararası posta (yurt dışı)',
    },
    to: 'Gönderim adresi',
    status: 'Durum',
    statuses: {
      preparing: 'Hazırlanıyor: çeviri tamamlanınca mühürlenip gönderilecek.',
      preparingCollect: 'Hazırlanıyor: çeviri tamamlanınca ofisimizde teslim almaya hazır olacak.',
      translated:
        'Çeviri tamamlandı; mühürlü kâğıt gönderime hazırlanıyor. Gönderildiğinde kargo firması ve takip numarası burada görünür.',
      translatedCollect:
        'Çeviri tamamlandı; mühürlü kâğıt ofisimizde hazırlanıyor. Teslim almaya hazır olduğunda burada yazar.',
      shipped: '{{date}} tarihinde {{carrier}} ile gönderildi.',
      ready: '{{date}} itibarıyla ofisimizde teslim almaya hazır.',
    },
    tracking: 'Takip numarası',
    loadFailed: 'Teslimat bilgisi yüklenemedi.',
  },
};

const en: typeof tr = {
  legend: 'Delivery of the stamped paper',
  hint: 'A sworn, notarised, apostilled or consular-legalised translation is a stamped paper. How should it reach you?',
  methods: {
    collect: 'I will collect it at the office',
    courier: 'Send it by courier (within Türkiye)',
    post: 'Send it by international post (abroad)',
  },
  recipient: 'Recipient’s full name',
  address: 'Address',
  city: 'City / district',
  postalCode: 'Postal code (optional)',
  country: 'Country',
  phone: 'Phone (optional)',
  choose: 'Choose',
  prefilled: 'Filled in from your profile; the address you give with this order is saved to your profile.',
  sendUs: {
    title: 'What you need to send us',
    original:
      'An apostille and a consular legalisation are put on the original document: send or bring the original to our office.',
    nothing: 'You do not need to send us any paper: the translation is made from the document you upload.',
    where: 'Our office’s address: {{address}}',
    noAddress: 'Write to us for the office’s address: {{contact}}',
    label: 'Write your job number ({{code}}) on the envelope.',
  },
  card: {
    title: 'Paper delivery',
    method: 'Delivery',
    methods: {
      collect: 'Collection at the office',
      courier: 'Courier (within Türkiye)',
      post: 'International post (abroad)',
    },
    to: 'Address',
    status: 'Status',
    statuses: {
      preparing: 'Being prepared: once the translation is completed it is stamped and sent.',
      preparingCollect: 'Being prepared: once the translation is completed it will be ready to collect at our office.',
      translated:
        'The translation is completed; the stamped paper is being prepared for sending. Once sent, the carrier and tracking number show here.',
      translatedCollect:
        'The translation is completed; the stamped paper is being prepared at our office. This says so once it is ready to collect.',
      shipped: 'Sent with {{carrier}} on {{date}}.',
      ready: 'Ready to collect at our office since {{date}}.',
    },
    tracking: 'Tracking number',
    loadFailed: 'The delivery details could not be loaded.',
  },
};

export const paperDeliveryNs = 'paperDelivery';
export const paperDeliveryTexts: FeatureTexts = { ns: paperDeliveryNs, tr, en };
