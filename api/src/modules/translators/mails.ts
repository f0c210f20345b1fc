import type { AppDeps } from '../../deps';
import type { LocalizedNotification } from '../../lib/notify';
import { notifyUser } from '../../lib/notify';
import { findAdminIds } from './repository';

interface Applicant {
  id: number;
  name: string;
  surname: string;
  email: string;
}

/** Every admin hears of a new application (by mail, and by SMS when they asked for it). */
export async function notifyAdminsOfApplication(deps: AppDeps, applicant: Applicant): Promise<void> {
  const url = `${deps.env.PUBLIC_URL}/panel/admin`;
  const fullName = `${applicant.name} ${applicant.surname}`;
  const who = `${fullName} (${applicant.email})`;
  const localized: LocalizedNotification = (locale) =>
    locale === 'en'
      ? {
          mail: {
            subject: 'New translator application',
            paragraphs: [`${who} has applied to work as a translator.`, 'You can review the application under Translators in the admin panel.'],
            action: { label: 'Review the application', url },
          },
          sms: `New translator application: ${fullName}`,
        }
      : {
          mail: {
            subject: 'Yeni tercüman başvurusu',
            paragraphs: [`${who} tercüman olarak başvurdu.`, 'Başvuruyu yönetim panelindeki Tercümanlar bölümünden inceleyebilirsiniz.'],
            action: { label: 'Başvuruyu incele', url },
          },
          sms: `Yeni tercüman başvurusu: ${fullName}`,
        };
  for (const adminId of await findAdminIds(deps.db)) await notifyUser(deps, adminId, localized);
}

/** The decision is an account matter: mailed whatever the notification setting. */
export async function sendApplicationDecision(deps: AppDeps, userId: number, approved: boolean): Promise<void> {
  const loginUrl = `${deps.env.PUBLIC_URL}/login`;
  const localized: LocalizedNotification = (locale) => {
    const mail = locale === 'en'
      ? approved
        ? {
            subject: 'Your translator application has been approved',
            paragraphs: [
              'Your translator application has been approved. You can now sign in to see open jobs and make offers.',
              'You need to have verified your e-mail address to sign in.',
            ],
            action: { label: 'Sign in', url: loginUrl },
          }
        : {
            subject: 'About your translator application',
            paragraphs: ['We have reviewed your translator application; unfortunately we cannot approve it at this stage.', 'Thank you for your interest.'],
          }
      : approved
        ? {
            subject: 'Tercüman başvurunuz onaylandı',
            paragraphs: [
              'Tercüman başvurunuz onaylandı. Artık giriş yaparak açık işleri görebilir ve teklif verebilirsiniz.',
              'Giriş yapabilmek için e-posta adresinizi doğrulamış olmanız gerekir.',
            ],
            action: { label: 'Giriş yap', url: loginUrl },
          }
        : {
            subject: 'Tercüman başvurunuz hakkında',
            paragraphs: ['Tercüman başvurunuz değerlendirildi; ne yazık ki bu aşamada onaylanamadı.', 'İlginiz için teşekkür ederiz.'],
          };
    return { mail, sms: mail.subject };
  };
  await notifyUser(deps, userId, localized, { essential: true });
}
