/** Home page texts (spec 2.4). */
export const homeEn = {
  welcome: 'Welcome, {{name}}! Upload a document to get a quote right away.',
  welcomeTranslator: 'Welcome, {{name}}! Open jobs and the jobs assigned to you are in the translator panel.',
  welcomeAdmin: 'Welcome, {{name}}! Jobs, offers and applications are in the admin panel.',
  hero: {
    title: 'Your documents, in trusted hands',
    text: 'From Ottoman archive records to diplomas: sworn, notarised and apostille translation in one place.',
  },
  slider: {
    label: 'Highlights',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause automatic slides',
    play: 'Play automatic slides',
    position: '{{current}} / {{total}}',
    goTo: 'Slide {{current}}: {{title}}',
    thumbnails: 'Slides',
    newTab: '(opens in a new tab)',
  },
  cta: {
    title: 'Upload your document and we start within 20 minutes',
    text: 'Our translators start most orders within 20 minutes. Every delivery includes one free revision.',
    upload: 'Upload now',
    whatsapp: 'Contact via WhatsApp',
    whatsappMessage: 'Hello, I would like information about translating a document.',
    newTab: '(opens in a new tab)',
  },
  steps: {
    title: 'How it works',
    intro: 'Four steps, without leaving home.',
    upload: {
      title: 'Upload your document',
      text: 'Choose your file, the language pair, the translation type and your preferred delivery date.',
    },
    offer: {
      title: 'Receive offers',
      text: 'Expert translators send offers; most orders get an answer within 20 minutes.',
    },
    pay: {
      title: 'Pay',
      text: 'Pay by bank transfer with the details on your payment page and let us know; the translation starts once it is confirmed.',
    },
    receive: {
      title: 'Receive your translation',
      text: 'Download the finished translation from your panel and ask for a free revision if needed.',
    },
  },
  services: {
    title: 'Our services',
    intro: 'Every certification your paperwork needs, in one order.',
    official: {
      title: 'Official Document Translation',
      text: 'Diplomas, transcripts, civil and court records translated faithfully.',
      action: 'Get a quote',
    },
    sworn: {
      title: 'Sworn Translation',
      text: 'Signed and stamped by a sworn translator, accepted by institutions.',
      action: 'Get a quote',
    },
    notary: {
      title: 'Notarised Translation',
      text: 'We take care of the notary certification of your sworn translation.',
      action: 'Get a quote',
    },
    apostille: {
      title: 'Apostille Translation',
      text: 'Translation, notary and apostille in one step for Hague Convention countries.',
      action: 'Get a quote',
    },
    revision: {
      title: 'Free Revision',
      text: 'Every delivered translation includes one free revision.',
      action: 'Sign in',
    },
    notifications: {
      title: 'Instant Notifications',
      text: 'Get e-mails at every step: offers, payment and delivery.',
      action: 'Notification settings',
    },
  },
  testimonials: {
    title: 'What our customers say',
    stars: '{{count}} out of 5 stars',
    items: [
      {
        name: 'Elif Y.',
        role: 'Academic',
        comment:
          'For years I looked for someone who could read my grandfather’s land records written in Rika. The translation was fast and meticulous.',
      },
      {
        name: 'Murat K.',
        role: 'Master’s application abroad',
        comment:
          'Sworn translation, notary and apostille for my diploma and transcript in a single order. I followed every step in my panel.',
      },
      {
        name: 'Sarah M.',
        role: 'Lawyer, Berlin',
        comment: 'I asked for a small terminology change in a court decision; the free revision arrived the same day.',
      },
      {
        name: 'Hakan D.',
        role: 'Family history researcher',
        comment:
          'The first offer for my Ottoman population registers came about 20 minutes after I uploaded them. Very pleased.',
      },
    ],
  },
  form: {
    title: 'Share your review',
    intro: 'Tell us about your experience; reviews are published after approval.',
    name: 'Your name',
    nameFromAccount: 'The name on your account is used.',
    rating: 'Your rating',
    star_one: '{{count}} star',
    star_other: '{{count}} stars',
    comment: 'Your review',
    submit: 'Send review',
  },
} as const;
