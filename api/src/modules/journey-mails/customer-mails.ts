import { jobCode, nextStepTexts, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser } from '../../lib/notify';

/**
 * Mails to the customer at the steps the spec left silent: the payment is confirmed and work starts, the office
 * reopened the job for the requested revision, the office answered in the job's thread. Each links to the job
 * page and says the next step in the shared vocabulary's words.
 */
const texts = {
  tr: {
    paidSubject: (code: string) => `${code}: ödemeniz onaylandı`,
    paid: (code: string) => `${code} numaralı işinizin ödemesi onaylandı; çeviriye başlandı.`,
    revisionSubject: (code: string) => `${code}: revizyon başladı`,
    revision: (code: string) => `${code} numaralı işiniz revizyon talebiniz üzerine yeniden açıldı.`,
    messageSubject: (code: string) => `${code}: ofisten yeni mesaj`,
    message: (code: string) => `${code} numaralı işiniz hakkında ofisimiz size bir mesaj yazdı.`,
    action: 'İşimi görüntüle',
  },
  en: {
    paidSubject: (code: string) => `${code}: your payment is confirmed`,
    paid: (code: string) => `The payment for your job ${code} is confirmed; the translation has started.`,
    revisionSubject: (code: string) => `${code}: revision started`,
    revision: (code: string) => `Your job ${code} has been reopened for the revision you asked for.`,
    messageSubject: (code: string) => `${code}: a new message from the office`,
    message: (code: string) => `Our office wrote you a message about your job ${code}.`,
    action: 'View my job',
  },
} satisfies Record<Locale, unknown>;

type Event = 'paid' | 'revision' | 'message';
const nextStep = { paid: 'waitForTranslation', revision: 'waitForRevision', message: null } as const;

export function mailCustomerJobEvent(deps: AppDeps, job: { id: number; user_id: number | null }, event: Event) {
  if (job.user_id === null) return Promise.resolve();
  const code = jobCode(job.id);
  const url = `${deps.env.PUBLIC_URL}/panel/user/jobs/${job.id}`;
  return notifyUser(deps, job.user_id, (locale) => {
    const t = texts[locale];
    const step = nextStep[event];
    const subject = { paid: t.paidSubject, revision: t.revisionSubject, message: t.messageSubject }[event](code);
    const first = { paid: t.paid, revision: t.revision, message: t.message }[event](code);
    return {
      mail: {
        subject,
        paragraphs: step ? [first, nextStepTexts[locale][step]] : [first],
        action: { label: t.action, url },
      },
      sms: first,
    };
  }).then(() => undefined);
}
