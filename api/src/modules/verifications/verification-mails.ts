import { formatVerificationCode, jobCode, paths } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser } from '../../lib/notify';

const texts = {
  tr: {
    subject: (job: string) => `${job}: doğrulama kodu iptal edildi`,
    revoked: (code: string, job: string) =>
      `${job} işinizin çevirisine verilen ${code} doğrulama kodu ofisimiz tarafından iptal edildi. Bu kodla yapılan kontrol artık “iptal edildi” sonucunu gösterir.`,
    next: 'Çeviriyi bir kuruma verdiyseniz ya da vermek üzereyseniz lütfen iş sayfanızdan ofisimize yazın; ne yapılacağını birlikte belirleyelim.',
    button: 'İş sayfasını aç',
  },
  en: {
    subject: (job: string) => `${job}: verification code revoked`,
    revoked: (code: string, job: string) =>
      `Our office has revoked the verification code ${code} issued for the translation of your job ${job}. A check of this code now shows “revoked”.`,
    next: 'If you have handed the translation to an institution, or are about to, please write to the office from your job page so we can settle what to do.',
    button: 'Open the job page',
  },
} as const;

/**
 * Tells the customer, in their language, that a code of their job was revoked: whoever checks it now sees
 * "revoked", so the customer hears it from us first. Sent whatever the notification setting (it concerns a
 * document they may have handed over); queued in the revocation's transaction (`{ ...deps, db: trx }`).
 */
export async function mailCustomerCodeRevoked(
  deps: Pick<AppDeps, 'db' | 'queue' | 'env'>,
  job: { id: number; user_id: number | null },
  code: string,
): Promise<void> {
  if (job.user_id === null) return;
  const url = deps.env.PUBLIC_URL + paths.customerJob(job.id);
  await notifyUser(
    deps,
    job.user_id,
    (locale) => {
      const t = texts[locale];
      return {
        mail: {
          subject: t.subject(jobCode(job.id)),
          paragraphs: [t.revoked(formatVerificationCode(code), jobCode(job.id)), t.next],
          action: { label: t.button, url },
        },
      };
    },
    { essential: true },
  );
}
