import type { FeatureTexts } from '../../locales/feature-texts';

/** The admin job detail's paper delivery step (namespace `paperShipping`). */
export const paperShippingNs = 'paperShipping';
export const paperShippingTexts: FeatureTexts = {
  ns: paperShippingNs,
  tr: {
    title: 'Basılı teslimat',
    methods: {
      collect: 'Müşteri ofisten teslim alacak',
      courier: 'Kurye (Türkiye içi)',
      post: 'Uluslararası posta',
    },
    to: 'Adres',
    statuses: {
      preparing: 'Hazırlanıyor',
      shipped: '{{date}} tarihinde {{carrier}} ile gönderildi · takip no {{tracking}}',
      ready: '{{date}} itibarıyla teslime hazır',
    },
    original: 'Müşteri belgenin aslını ofise göndermeli (apostil / konsolosluk onayı).',
    notYet: 'Basılı çeviri, iş tamamlandıktan sonra gönderilebilir.',
    carrier: 'Kargo firması',
    tracking: 'Takip numarası',
    ship: 'Gönderildi olarak kaydet',
    correct: 'Gönderim bilgisini düzelt',
    ready: 'Teslime hazır olarak işaretle',
    failed: 'Gönderim bilgisi kaydedilemedi.',
  },
  en: {
    title: 'Paper delivery',
    methods: {
      collect: 'The customer collects it at the office',
      courier: 'Courier (within Türkiye)',
      post: 'International post',
    },
    to: 'Address',
    statuses: {
      preparing: 'Being prepared',
      shipped: 'Sent with {{carrier}} on {{date}} · tracking no. {{tracking}}',
      ready: 'Ready to collect since {{date}}',
    },
    original: 'The customer must send the original document to the office (apostille / consular legalisation).',
    notYet: 'The stamped paper can be shipped once the job is completed.',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    ship: 'Record as shipped',
    correct: 'Correct the shipping details',
    ready: 'Mark ready to collect',
    failed: 'The shipping details could not be saved.',
  },
};
