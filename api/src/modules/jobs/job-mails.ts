import { jobCode } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser, type Notification } from '../../lib/notify';

/**
 * Job notifications, sent after the change is committed through notifyUser, which honours the person's
 * e-mail and SMS settings and never fails the request. Users have no stored language: Turkish, the default.
 */
const formatTry = (n: number) => `${n.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;

async function notify(deps: AppDeps, userId: number | null, notification: Notification): Promise<void> {
  if (userId !== null) await notifyUser(deps, userId, notification, { locale: 'tr' });
}

export function mailCustomerPriceSet(deps: AppDeps, job: { id: number; user_id: number | null; price: number; delivery_date: string; paid: boolean }) {
  const code = jobCode(job.id);
  const summary = `${code} numaralı işinizin fiyatı ${formatTry(job.price)}, teslim tarihi ${job.delivery_date} olarak belirlendi.`;
  return notify(deps, job.user_id, {
    mail: {
      subject: `${code} için fiyat belirlendi`,
      paragraphs: [summary, job.paid ? 'Ödemeniz daha önce alındığı için çeviriye başlandı.' : 'Ödemeniz onaylandığında çeviriye başlanacaktır.'],
      action: job.paid ? undefined : { label: 'Ödeme sayfasına git', url: `${deps.env.PUBLIC_URL}/odeme/${job.id}` },
    },
    sms: summary,
  });
}

export function mailCustomerCompleted(deps: AppDeps, job: { id: number; user_id: number | null }) {
  const text = `${jobCode(job.id)} numaralı işinizin çevirisi tamamlandı. Dosyalarınızı panelinizden indirebilirsiniz.`;
  return notify(deps, job.user_id, {
    mail: { subject: `${jobCode(job.id)} tamamlandı`, paragraphs: [text], action: { label: 'Panelime git', url: `${deps.env.PUBLIC_URL}/panel/user` } },
    sms: text,
  });
}

export function mailTranslatorAssigned(deps: AppDeps, job: { id: number; translator_id: number; delivery_date: string; paid: boolean }) {
  const text = `${jobCode(job.id)} numaralı iş size atandı. Teslim tarihi: ${job.delivery_date}.`;
  return notify(deps, job.translator_id, {
    mail: {
      subject: `${jobCode(job.id)} size atandı`,
      paragraphs: [text, job.paid ? 'Müşteri ödemeyi yaptı; çeviriye başlayabilirsiniz.' : 'Müşterinin ödemesi onaylandığında belgeye erişebileceksiniz.'],
      action: { label: 'Tercüman panelime git', url: `${deps.env.PUBLIC_URL}/panel/translator` },
    },
    sms: text,
  });
}

export function mailTranslatorRevision(deps: AppDeps, job: { id: number; translator_id: number | null }) {
  const text = `${jobCode(job.id)} numaralı iş için revizyon istendi. Düzeltilmiş dosyaları yükleyip işi yeniden tamamlayın.`;
  return notify(deps, job.translator_id, {
    mail: { subject: `${jobCode(job.id)} için revizyon istendi`, paragraphs: [text], action: { label: 'Tercüman panelime git', url: `${deps.env.PUBLIC_URL}/panel/translator` } },
    sms: text,
  });
}
