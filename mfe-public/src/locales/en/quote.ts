/** Quote landing page (spec 2.6). */
export const quoteEn = {
  title: 'Get a Quote',
  welcome: 'Welcome, {{name}}! You can upload your document in your panel to get a quote. Taking you to your panel…',
  welcomePlanning:
    'Welcome, {{name}}! See the route your document will take below; when you are ready, upload it in your panel.',
  goNow: 'Go to the panel now',
  onlyUsers:
    'Only customer (user) accounts can request quotes. Please create a regular user account to place an order.',
  backHome: 'Back to the home page',
  redirecting: 'Taking you to the sign-in page…',
  estimate: {
    title: 'Instant price estimate',
    lead: 'Choose your document: we count its pages and words and show the estimated price from our price list at once. Your document is not kept.',
    file: 'Document',
    fileHint: 'PDF, Word, OpenDocument, text or a photo; up to 50 MB.',
    sourceLang: 'Source language',
    targetLang: 'Target language',
    translationType: 'Translation type',
    deliveryDate: 'Delivery date',
    choose: 'Choose',
    orderVisitor: 'To order, sign in or create a free account:',
    signIn: 'Sign in',
    register: 'Register',
  },
} as const;
