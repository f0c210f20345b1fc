import type { Mail } from '../../../lib/mailer';
import { renderMail } from '../../../lib/mail-layout';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * The message goes to the site's own address. The mailer sets no Reply-To header, so the body names the
 * sender's address first: answering means writing to that address, not replying to the no-reply sender.
 */
export function contactMail(to: string, siteName: string, contact: ContactMessage): Mail {
  return renderMail(
    {
      to,
      subject: `İletişim formu: ${contact.name.replace(/[\r\n]+/g, ' ')}`,
      greeting: 'Merhaba,',
      paragraphs: [
        `İletişim formundan yeni bir mesaj geldi. Yanıtlamak için ${contact.email} adresine yazın (bu e-postayı yanıtlamayın).`,
        `Gönderen: ${contact.name} <${contact.email}>`,
        'Mesaj:',
        contact.message,
      ],
      siteName,
    },
    'tr',
  );
}
