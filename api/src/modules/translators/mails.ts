import type { Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser, type NotificationMail } from '../../lib/notify';
import { findActiveAdminIds } from '../settings/people-repository';

interface Applicant {
  id: number;
  name: string;
  surname: string;
  email: string;
}

/** The words of the application mails, per language. */
const texts = {
  tr: {
    newSubject: 'Yeni tercüman başvurusu',
    applied: (who: string) => `${who} tercüman olarak başvurdu.`,
    whereToReview: 'Başvuruyu yönetim panelindeki Tercümanlar bölümünden inceleyebilirsiniz.',
    review: 'Başvuruyu incele',
    newSms: (fullName: string) => `Yeni tercüman başvurusu: ${fullName}`,
    approvedSubject: 'Tercüman başvurunuz onaylandı',
    approved: 'Tercüman başvurunuz onaylandı. Artık giriş yaparak açık işleri görebilir ve teklif verebilirsiniz.',
    verifyFirst: 'Giriş yapabilmek için e-posta adresinizi doğrulamış olmanız gerekir.',
    openPanel: 'Tercüman paneline git',
    rejectedSubject: 'Tercüman başvurunuz hakkında',
    rejected: 'Tercüman başvurunuz değerlendirildi; ne yazık ki bu aşamada onaylanamadı.',
    thanks: 'İlginiz için teşekkür ederiz.',
  },
  en: {
    newSubject: 'New translator application',
    applied: (who: string) => `${who} has applied to work as a translator.`,
    whereToReview: 'You can review the application under Translators in the admin panel.',
    review: 'Review the application',
    newSms: (fullName: string) => `New translator application: ${fullName}`,
    approvedSubject: 'Your translator application has been approved',
    approved: 'Your translator application has been approved. You can now sign in to see open jobs and make offers.',
    verifyFirst: 'You need to have verified your e-mail address to sign in.',
    openPanel: 'Go to the translator panel',
    rejectedSubject: 'About your translator application',
    rejected: 'We have reviewed your translator application; unfortunately we cannot approve it at this stage.',
    thanks: 'Thank you for your interest.',
  },
} satisfies Record<Locale, unknown>;

/**
 * Every admin hears of a new application (by mail, and by SMS when they asked for it), in their language. The link
 * opens the Tercümanlar screen on its pending applicants.
 */
export async function notifyAdminsOfApplication(deps: AppDeps, applicant: Applicant): Promise<void> {
  const url = `${deps.env.PUBLIC_URL}/panel/admin/tercumanlar?status=pending`;
  const fullName = `${applicant.name} ${applicant.surname}`;
  const who = `${fullName} (${applicant.email})`;
  for (const adminId of await findActiveAdminIds(deps.db)) {
    await notifyUser(deps, adminId, (locale) => {
      const t = texts[locale];
      return {
        mail: {
          subject: t.newSubject,
          paragraphs: [t.applied(who), t.whereToReview],
          action: { label: t.review, url },
        },
        sms: t.newSms(fullName),
      };
    });
  }
}

/**
 * The decision is an account matter: mailed whatever the notification setting. An approval links to the translator
 * panel: a signed-out reader is sent to the login page by the shell's guard and brought back to the panel.
 */
export async function sendApplicationDecision(deps: AppDeps, userId: number, approved: boolean): Promise<void> {
  const panelUrl = `${deps.env.PUBLIC_URL}/panel/translator`;
  const mailFor = (locale: Locale): NotificationMail => {
    const t = texts[locale];
    return approved
      ? {
          subject: t.approvedSubject,
          paragraphs: [t.approved, t.verifyFirst],
          action: { label: t.openPanel, url: panelUrl },
        }
      : { subject: t.rejectedSubject, paragraphs: [t.rejected, t.thanks] };
  };
  await notifyUser(
    deps,
    userId,
    (locale) => {
      const mail = mailFor(locale);
      return { mail, sms: mail.subject };
    },
    { essential: true },
  );
}
