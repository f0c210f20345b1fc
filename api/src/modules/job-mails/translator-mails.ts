import { jobCode, type Locale } from 'shared-ui/contracts';
import { formatDate, notify, notifyOneLine, translatorPanelUrl, type MailDeps } from './mail-format';

/**
 * Mails to the translator about a job of theirs: assigned (and whether the customer has paid), start now that the
 * payment came in, due tomorrow, a revision asked for, the assignment cancelled or given to someone else. Each
 * links to the translator's panel.
 */
const texts = {
  tr: {
    assignedSubject: (code: string) => `${code} size atandı`,
    assignedUnpaidSubject: (code: string) => `${code} size atandı — müşterinin ödemesi bekleniyor`,
    assigned: (code: string, date: string) => `${code} numaralı iş size atandı. Teslim tarihi: ${date}.`,
    customerPaid: 'Müşteri ödemeyi yaptı; çeviriye başlayabilirsiniz.',
    customerNotPaid:
      'Henüz başlamayın: müşterinin ödemesi onaylandığında belge açılır ve size “başlayın” diye ayrıca haber veririz.',
    startSubject: (code: string) => `${code}: ödeme onaylandı — çeviriye başlayın`,
    start: (code: string, date: string) =>
      `${code} numaralı işin ödemesi onaylandı; belgeyi açıp çeviriye şimdi başlayabilirsiniz. Teslim tarihi: ${date}.`,
    deadlineSubject: (code: string) => `${code}: teslim tarihi yarın`,
    deadline: (code: string, date: string) =>
      `${code} numaralı işin teslim tarihi yarın (${date}). Çeviri dosyalarını yükleyip işi tamamlamayı unutmayın.`,
    cancelledSubject: (code: string) => `${code} ataması iptal edildi`,
    cancelled: (code: string) =>
      `${code} numaralı işin size yapılan ataması ofis tarafından iptal edildi. Bu iş için çalışmayın.`,
    translatorPanel: 'Tercüman panelime git',
    revisionSubject: (code: string) => `${code} için revizyon istendi`,
    revision: (code: string) =>
      `${code} numaralı iş için revizyon istendi. Düzeltilmiş dosyaları yükleyip işi yeniden tamamlayın.`,
    unassignedSubject: (code: string) => `${code} artık size atanmış değil`,
    unassigned: (code: string) => `${code} numaralı iş başka bir tercümana atandı. Bu iş için çalışmanıza gerek yok.`,
    revisionReason: (reason: string) => `Müşterinin düzeltilmesini istediği: “${reason}”`,
  },
  en: {
    assignedSubject: (code: string) => `${code} assigned to you`,
    assignedUnpaidSubject: (code: string) => `${code} assigned to you — waiting for the customer’s payment`,
    assigned: (code: string, date: string) => `Job ${code} has been assigned to you. Delivery date: ${date}.`,
    customerPaid: 'The customer has paid; you can start translating.',
    customerNotPaid:
      'Don’t start yet: the document opens once the customer’s payment is confirmed, and we will tell you to start.',
    startSubject: (code: string) => `${code}: payment confirmed — start now`,
    start: (code: string, date: string) =>
      `The payment for job ${code} is confirmed; open the document and start the translation now. Due: ${date}.`,
    deadlineSubject: (code: string) => `${code}: due tomorrow`,
    deadline: (code: string, date: string) =>
      `Job ${code} is due tomorrow (${date}). Remember to upload the translation and complete the job.`,
    cancelledSubject: (code: string) => `${code}: assignment cancelled`,
    cancelled: (code: string) => `The office cancelled your assignment to job ${code}. Do not work on it.`,
    translatorPanel: 'Go to my translator panel',
    revisionSubject: (code: string) => `Revision requested for ${code}`,
    revision: (code: string) =>
      `A revision has been requested for job ${code}. Upload the corrected files and complete the job again.`,
    unassignedSubject: (code: string) => `${code} is no longer assigned to you`,
    unassigned: (code: string) => `Job ${code} has been given to another translator. You need not work on it.`,
    revisionReason: (reason: string) => `What the customer asked to fix: “${reason}”`,
  },
} satisfies Record<Locale, unknown>;

export function mailTranslatorAssigned(
  deps: MailDeps,
  job: { id: number; translator_id: number; delivery_date: string; paid: boolean },
) {
  const code = jobCode(job.id);
  const panelUrl = translatorPanelUrl(deps);
  return notify(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    const text = t.assigned(code, formatDate(job.delivery_date, locale));
    return {
      mail: {
        subject: job.paid ? t.assignedSubject(code) : t.assignedUnpaidSubject(code),
        paragraphs: [text, job.paid ? t.customerPaid : t.customerNotPaid],
        action: { label: t.translatorPanel, url: panelUrl },
      },
      sms: text,
    };
  });
}

export function mailTranslatorRevision(
  deps: MailDeps,
  job: { id: number; translator_id: number | null; reason?: string | null },
) {
  const code = jobCode(job.id);
  const panelUrl = translatorPanelUrl(deps);
  return notify(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    return {
      mail: {
        subject: t.revisionSubject(code),
        paragraphs: job.reason ? [t.revision(code), t.revisionReason(job.reason)] : [t.revision(code)],
        action: { label: t.translatorPanel, url: panelUrl },
      },
      sms: t.revision(code),
    };
  });
}

/** A re-assignment took the job from this translator: they must not keep working on it. */
export function mailTranslatorUnassigned(deps: MailDeps, job: { id: number; translator_id: number }) {
  return notifyOneLine(deps, job.translator_id, job.id, 'translator', (locale) => ({
    subject: texts[locale].unassignedSubject,
    line: texts[locale].unassigned,
    button: texts[locale].translatorPanel,
  }));
}

/** The payment came in on a job already assigned: the translator may open the document and start. */
export function mailTranslatorStart(
  deps: MailDeps,
  job: { id: number; translator_id: number | null; delivery_date: string },
) {
  const code = jobCode(job.id);
  const panelUrl = translatorPanelUrl(deps);
  return notify(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    const text = t.start(code, formatDate(job.delivery_date, locale));
    return {
      mail: { subject: t.startSubject(code), paragraphs: [text], action: { label: t.translatorPanel, url: panelUrl } },
      sms: text,
    };
  });
}

/** The office cancelled the assignment (the job went back to the offers): the translator stops. */
export function mailTranslatorCancelled(deps: MailDeps, job: { id: number; translator_id: number }) {
  return notifyOneLine(deps, job.translator_id, job.id, 'translator', (locale) => ({
    subject: texts[locale].cancelledSubject,
    line: texts[locale].cancelled,
    button: texts[locale].translatorPanel,
  }));
}

/** The day before the due date of a job in progress: sent by the daily reminder task. */
export function mailTranslatorDeadline(
  deps: MailDeps,
  job: { id: number; translator_id: number; delivery_date: string },
) {
  const code = jobCode(job.id);
  const panelUrl = translatorPanelUrl(deps);
  return notify(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    const text = t.deadline(code, formatDate(job.delivery_date, locale));
    return {
      mail: {
        subject: t.deadlineSubject(code),
        paragraphs: [text],
        action: { label: t.translatorPanel, url: panelUrl },
      },
      sms: text,
    };
  });
}
