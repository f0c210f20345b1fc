import { jobCode, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser } from '../../lib/notify';
import type { PaperDeliveryRow } from './repository';

/** The mail that tells the customer, in their language, that the stamped paper is on its way or waits at the office. */
const texts = {
  tr: {
    shippedSubject: (code: string) => `${code}: basılı çeviriniz yola çıktı`,
    shipped: (code: string, carrier: string, tracking: string) =>
      `${code} numaralı işinizin mühürlü, basılı çevirisi ${carrier} ile gönderildi. Takip numarası: ${tracking}.`,
    readySubject: (code: string) => `${code}: basılı çeviriniz ofiste hazır`,
    ready: (code: string) => `${code} numaralı işinizin mühürlü, basılı çevirisi ofisimizde teslim almaya hazır.`,
    officeAddress: (address: string) => `Ofis adresimiz: ${address}`,
    action: 'İşimi görüntüle',
  },
  en: {
    shippedSubject: (code: string) => `${code}: your stamped translation is on its way`,
    shipped: (code: string, carrier: string, tracking: string) =>
      `The stamped paper translation of your job ${code} was sent with ${carrier}. Tracking number: ${tracking}.`,
    readySubject: (code: string) => `${code}: your stamped translation is ready to collect`,
    ready: (code: string) => `The stamped paper translation of your job ${code} is ready to collect at our office.`,
    officeAddress: (address: string) => `Our office's address: ${address}`,
    action: 'View my job',
  },
} satisfies Record<Locale, unknown>;

export async function mailPaperStep(
  deps: Pick<AppDeps, 'db' | 'queue' | 'env'>,
  job: { id: number; user_id: number | null },
  delivery: Pick<PaperDeliveryRow, 'status' | 'carrier' | 'tracking_number'>,
  officeAddress: string,
): Promise<void> {
  if (job.user_id === null) return;
  const code = jobCode(job.id);
  const url = `${deps.env.PUBLIC_URL}/panel/user/jobs/${job.id}`;
  await notifyUser(deps, job.user_id, (locale) => {
    const t = texts[locale];
    const shipped = delivery.status === 'shipped';
    const first = shipped ? t.shipped(code, delivery.carrier ?? '', delivery.tracking_number ?? '') : t.ready(code);
    const paragraphs = !shipped && officeAddress ? [first, t.officeAddress(officeAddress)] : [first];
    return {
      mail: {
        subject: shipped ? t.shippedSubject(code) : t.readySubject(code),
        paragraphs,
        action: { label: t.action, url },
      },
      sms: first,
    };
  });
}
