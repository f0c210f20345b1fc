import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The job page's card on how long the job's files are kept (namespace `customer-retention`). */
const tr = {
  title: 'Dosyalarınız',
  willDelete:
    'Belgeniz ve teslim edilen çeviri dosyaları {{date}} tarihinde silinecek ({{days}} günlük saklama süresi). İşin kaydı kalır.',
  deleted: 'Bu işin dosyaları {{date}} tarihinde silindi. İşin kaydı duruyor.',
  underWay: 'Dosyalarınız iş tamamlandıktan ya da iptal edildikten sonra {{days}} gün saklanır, sonra silinir.',
  deleteNow: 'Dosyaları şimdi sil',
  confirmTitle: 'Dosyalar şimdi silinsin mi?',
  confirmMessage:
    'Yüklediğiniz belge ve teslim edilen çeviri dosyaları kalıcı olarak silinecek; geri alınamaz. İşin kaydı, mesajlar ve ödeme bilgileri kalır.',
  confirm: 'Evet, sil',
  keep: 'Vazgeç, dosyalar kalsın',
  loadFailed: 'Dosyaların saklama bilgisi yüklenemedi.',
  failed: 'Dosyalar silinemedi.',
};

const en: typeof tr = {
  title: 'Your files',
  willDelete:
    'Your document and the delivered translation files will be deleted on {{date}} ({{days}}-day retention period). The job’s record stays.',
  deleted: 'The files of this job were deleted on {{date}}. The job’s record stays.',
  underWay: 'Your files are kept for {{days}} days after the job is completed or cancelled, then deleted.',
  deleteNow: 'Delete the files now',
  confirmTitle: 'Delete the files now?',
  confirmMessage:
    'The document you uploaded and the delivered translation files will be deleted for good; this cannot be undone. The job’s record, the messages and the payment details stay.',
  confirm: 'Yes, delete',
  keep: 'No, keep the files',
  loadFailed: 'The retention of the files could not be loaded.',
  failed: 'The files could not be deleted.',
};

export const retentionNs = 'customer-retention';
export const retentionTexts: FeatureTexts = { ns: retentionNs, tr, en };
