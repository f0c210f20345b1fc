import { registerNamespace } from 'shared-ui';

/** The customer's billing details card in Ayarlar (namespace `billingDetails`); the fields' words are the form's. */
const tr = {
  title: 'Fatura bilgileri',
  intro:
    'Her ödemenin makbuzu bu bilgilerle düzenlenir: bireysel için T.C. kimlik numaranız, kurumsal için şirketin vergi kimlik numarası ve vergi dairesi.',
  none: 'Henüz fatura bilgisi kaydetmediniz. İlk kartla ödemenizde sorulur; isterseniz şimdi girebilirsiniz.',
  save: 'Fatura bilgilerini kaydet',
  saved: 'Fatura bilgileriniz kaydedildi.',
  failed: 'Fatura bilgileri kaydedilemedi.',
  check: 'Lütfen işaretli alanları düzeltin.',
  loadFailed: 'Fatura bilgileri yüklenemedi.',
};

const en: typeof tr = {
  title: 'Billing details',
  intro:
    'The receipt of every payment is made out to these details: your Turkish ID number as an individual, or the company’s tax number and tax office.',
  none: 'You have not saved billing details yet. They are asked at your first card payment; you can enter them now.',
  save: 'Save billing details',
  saved: 'Your billing details were saved.',
  failed: 'The billing details could not be saved.',
  check: 'Please correct the marked fields.',
  loadFailed: 'The billing details could not be loaded.',
};

export const billingDetailsNs = 'billingDetails';
registerNamespace(billingDetailsNs, { tr, en });
