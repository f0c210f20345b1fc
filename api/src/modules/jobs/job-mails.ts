import { jobCode, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser, type LocalizedNotification } from '../../lib/notify';

/**
 * Job notifications, sent after the change is committed through notifyUser, which honours the person's
 * e-mail and SMS settings, picks their language and never fails the request.
 */
function formatPrice(amount: number, locale: Locale): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return locale === 'tr' ? `${amount.toLocaleString('tr-TR', digits)} TL` : `TRY ${amount.toLocaleString('en-GB', digits)}`;
}

/** `YYYY-MM-DD` as people write it: 05.03.2030 in Turkish, 5 March 2030 in English. */
function formatDate(isoDay: string, locale: Locale): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return locale === 'tr'
    ? date.toLocaleDateString('tr-TR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' })
    : date.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
}

async function notify(deps: AppDeps, userId: number | null, localized: LocalizedNotification): Promise<void> {
  if (userId !== null) await notifyUser(deps, userId, localized);
}

export function mailCustomerPriceSet(deps: AppDeps, job: { id: number; user_id: number | null; price: number; delivery_date: string; paid: boolean }) {
  const code = jobCode(job.id);
  const paymentUrl = `${deps.env.PUBLIC_URL}/odeme/${job.id}`;
  return notify(deps, job.user_id, (locale) => {
    const price = formatPrice(job.price, locale);
    const date = formatDate(job.delivery_date, locale);
    if (locale === 'en') {
      const summary = `The price of your job ${code} is ${price}, with delivery on ${date}.`;
      return {
        mail: {
          subject: `Price set for ${code}`,
          paragraphs: [summary, job.paid ? 'Your payment was already received, so the translation has started.' : 'The translation starts once your payment is confirmed.'],
          action: job.paid ? undefined : { label: 'Go to the payment page', url: paymentUrl },
        },
        sms: summary,
      };
    }
    const summary = `${code} numaralı işinizin fiyatı ${price}, teslim tarihi ${date} olarak belirlendi.`;
    return {
      mail: {
        subject: `${code} için fiyat belirlendi`,
        paragraphs: [summary, job.paid ? 'Ödemeniz daha önce alındığı için çeviriye başlandı.' : 'Ödemeniz onaylandığında çeviriye başlanacaktır.'],
        action: job.paid ? undefined : { label: 'Ödeme sayfasına git', url: paymentUrl },
      },
      sms: summary,
    };
  });
}

export function mailCustomerCompleted(deps: AppDeps, job: { id: number; user_id: number | null }) {
  const code = jobCode(job.id);
  const panelUrl = `${deps.env.PUBLIC_URL}/panel/user`;
  return notify(deps, job.user_id, (locale) => {
    const text = locale === 'en'
      ? `The translation of your job ${code} is complete. You can download your files from your panel.`
      : `${code} numaralı işinizin çevirisi tamamlandı. Dosyalarınızı panelinizden indirebilirsiniz.`;
    return {
      mail: {
        subject: locale === 'en' ? `${code} is complete` : `${code} tamamlandı`,
        paragraphs: [text],
        action: { label: locale === 'en' ? 'Go to my panel' : 'Panelime git', url: panelUrl },
      },
      sms: text,
    };
  });
}

export function mailTranslatorAssigned(deps: AppDeps, job: { id: number; translator_id: number; delivery_date: string; paid: boolean }) {
  const code = jobCode(job.id);
  const panelUrl = `${deps.env.PUBLIC_URL}/panel/translator`;
  return notify(deps, job.translator_id, (locale) => {
    const date = formatDate(job.delivery_date, locale);
    if (locale === 'en') {
      const text = `Job ${code} has been assigned to you. Delivery date: ${date}.`;
      return {
        mail: {
          subject: `${code} assigned to you`,
          paragraphs: [text, job.paid ? 'The customer has paid; you can start translating.' : 'You will be able to open the document once the customer’s payment is confirmed.'],
          action: { label: 'Go to my translator panel', url: panelUrl },
        },
        sms: text,
      };
    }
    const text = `${code} numaralı iş size atandı. Teslim tarihi: ${date}.`;
    return {
      mail: {
        subject: `${code} size atandı`,
        paragraphs: [text, job.paid ? 'Müşteri ödemeyi yaptı; çeviriye başlayabilirsiniz.' : 'Müşterinin ödemesi onaylandığında belgeye erişebileceksiniz.'],
        action: { label: 'Tercüman panelime git', url: panelUrl },
      },
      sms: text,
    };
  });
}

export function mailTranslatorRevision(deps: AppDeps, job: { id: number; translator_id: number | null }) {
  const code = jobCode(job.id);
  const panelUrl = `${deps.env.PUBLIC_URL}/panel/translator`;
  return notify(deps, job.translator_id, (locale) => {
    const text = locale === 'en'
      ? `A revision has been requested for job ${code}. Upload the corrected files and complete the job again.`
      : `${code} numaralı iş için revizyon istendi. Düzeltilmiş dosyaları yükleyip işi yeniden tamamlayın.`;
    return {
      mail: {
        subject: locale === 'en' ? `Revision requested for ${code}` : `${code} için revizyon istendi`,
        paragraphs: [text],
        action: { label: locale === 'en' ? 'Go to my translator panel' : 'Tercüman panelime git', url: panelUrl },
      },
      sms: text,
    };
  });
}
