import { jobCode, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser } from '../../lib/notify';
import { formatDate } from '../job-mails/mail-format';
import type { OpenJob } from '../jobs/job-facts-repository';

type MailDeps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

/** What a translator is told of an open job: enough to decide whether to look, nothing about the customer. */
export type AlertedJob = Omit<OpenJob, 'user_id'>;

const texts = {
  tr: {
    oneSubject: (code: string, pair: string) => `Dillerinizde yeni iş: ${pair} (${code})`,
    one: (code: string, pair: string, date: string) =>
      `${pair} dil çiftinde yeni bir iş teklif bekliyor: ${code}, teslim tarihi ${date}. Dosyanın türünü ve boyutunu açık işler listesinde görüp teklif verebilirsiniz.`,
    digestSubject: (count: number) => `Dillerinizde ${count} yeni iş`,
    groupIntro: (count: number) => `Dillerinizde ${count} yeni iş teklif bekliyor:`,
    digestIntro: (count: number) => `Son özetten bu yana dillerinizde ${count} yeni iş teklif bekliyor:`,
    line: (code: string, pair: string, date: string) => `• ${code} — ${pair}, teslim ${date}`,
    action: 'Açık işleri gör',
    settings: 'Bu e-postaları Ayarlar › Bildirimler bölümünden seyrekleştirebilir ya da kapatabilirsiniz.',
  },
  en: {
    oneSubject: (code: string, pair: string) => `New job in your languages: ${pair} (${code})`,
    one: (code: string, pair: string, date: string) =>
      `A new ${pair} job is waiting for offers: ${code}, due ${date}. See the file's type and size in the open jobs list and make an offer.`,
    digestSubject: (count: number) => `${count} new job${count === 1 ? '' : 's'} in your languages`,
    groupIntro: (count: number) => `${count} new jobs are waiting for offers in your languages:`,
    digestIntro: (count: number) =>
      `Since the last digest ${count} new job${count === 1 ? ' is' : 's are'} waiting for offers in your languages:`,
    line: (code: string, pair: string, date: string) => `• ${code} — ${pair}, due ${date}`,
    action: 'See the open jobs',
    settings: 'You can make these mails less frequent or switch them off in Settings › Notifications.',
  },
} satisfies Record<Locale, unknown>;

const pairOf = (job: AlertedJob) => `${job.source_lang} → ${job.target_lang}`;
const openJobsUrl = (deps: MailDeps) => `${deps.env.PUBLIC_URL}/panel/translator?tab=open`;

/** Jobs opened close together, in one mail: a single job is told as such, several as a list. */
export function mailJobAlerts(deps: MailDeps, translatorId: number, jobs: readonly AlertedJob[]) {
  const [only] = jobs;
  if (jobs.length === 1 && only) return mailJobAlert(deps, translatorId, only);
  return notifyUser(deps, translatorId, (locale) => {
    const t = texts[locale];
    const lines = jobs.map((job) => t.line(jobCode(job.id), pairOf(job), formatDate(job.delivery_date, locale)));
    return {
      mail: {
        subject: t.digestSubject(jobs.length),
        paragraphs: [t.groupIntro(jobs.length), ...lines, t.settings],
        action: { label: t.action, url: openJobsUrl(deps) },
      },
    };
  });
}

/** One job, at once. Honours the e-mail switch; never a text message (an alert is not worth an SMS). */
function mailJobAlert(deps: MailDeps, translatorId: number, job: AlertedJob) {
  const code = jobCode(job.id);
  return notifyUser(deps, translatorId, (locale) => {
    const t = texts[locale];
    return {
      mail: {
        subject: t.oneSubject(code, pairOf(job)),
        paragraphs: [t.one(code, pairOf(job), formatDate(job.delivery_date, locale)), t.settings],
        action: { label: t.action, url: openJobsUrl(deps) },
      },
    };
  });
}

/** The day's new jobs in one mail. */
export function mailJobDigest(deps: MailDeps, translatorId: number, jobs: readonly AlertedJob[]) {
  return notifyUser(deps, translatorId, (locale) => {
    const t = texts[locale];
    const lines = jobs.map((job) => t.line(jobCode(job.id), pairOf(job), formatDate(job.delivery_date, locale)));
    return {
      mail: {
        subject: t.digestSubject(jobs.length),
        paragraphs: [t.digestIntro(jobs.length), ...lines, t.settings],
        action: { label: t.action, url: openJobsUrl(deps) },
      },
    };
  });
}
