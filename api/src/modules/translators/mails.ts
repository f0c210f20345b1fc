import type { AppDeps } from '../../deps';
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
  const who = `${applicant.name} ${applicant.surname} (${applicant.email})`;
  for (const adminId of await findAdminIds(deps.db)) {
    await notifyUser(deps, adminId, {
      mail: {
        subject: 'Yeni tercüman başvurusu',
        paragraphs: [`${who} tercüman olarak başvurdu.`, 'Başvuruyu yönetim panelindeki Tercümanlar bölümünden inceleyebilirsiniz.'],
        action: { label: 'Başvuruyu incele', url },
      },
      sms: `Yeni tercüman başvurusu: ${applicant.name} ${applicant.surname}`,
    });
  }
}

/** The decision is an account matter: mailed whatever the notification setting. */
export async function sendApplicationDecision(deps: AppDeps, userId: number, approved: boolean): Promise<void> {
  const mail = approved
    ? {
        subject: 'Tercüman başvurunuz onaylandı',
        paragraphs: [
          'Tercüman başvurunuz onaylandı. Artık giriş yaparak açık işleri görebilir ve teklif verebilirsiniz.',
          'Giriş yapabilmek için e-posta adresinizi doğrulamış olmanız gerekir.',
        ],
        action: { label: 'Giriş yap', url: `${deps.env.PUBLIC_URL}/login` },
      }
    : {
        subject: 'Tercüman başvurunuz hakkında',
        paragraphs: ['Tercüman başvurunuz değerlendirildi; ne yazık ki bu aşamada onaylanamadı.', 'İlginiz için teşekkür ederiz.'],
      };
  await notifyUser(deps, userId, { mail, sms: mail.subject }, { essential: true });
}
