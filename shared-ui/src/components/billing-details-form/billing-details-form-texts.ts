// `shared-ui`, not a relative path: this subpath is bundled into each remote's screen chunk, and only the package
// name reaches the federation singleton whose i18n instance renders the site (as price-estimate-texts.ts).
import { registerNamespace } from 'shared-ui';

/** The billing details form's words (namespace `billingDetailsForm`); the card payment used the same ones. */
const tr = {
  legend: 'Fatura bilgileri',
  kind: 'Makbuz kime düzenlensin?',
  individual: 'Bireysel',
  company: 'Kurumsal',
  fullName: 'Ad soyad',
  tckn: 'T.C. kimlik no',
  companyName: 'Şirket unvanı',
  vkn: 'Vergi kimlik no (VKN)',
  taxOffice: 'Vergi dairesi',
  address: 'Fatura adresi',
};

const en: typeof tr = {
  legend: 'Billing details',
  kind: 'Who is the receipt for?',
  individual: 'Individual',
  company: 'Company',
  fullName: 'Full name',
  tckn: 'Turkish ID number (T.C. kimlik no)',
  companyName: 'Company name',
  vkn: 'Tax number (VKN)',
  taxOffice: 'Tax office',
  address: 'Billing address',
};

export const billingDetailsFormNs = 'billingDetailsForm';
registerNamespace(billingDetailsFormNs, { tr, en });
