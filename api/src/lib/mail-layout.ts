import type { Locale } from 'shared-ui/contracts';
import type { Mail } from './mailer';

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A second, quieter link under the button (e.g. the job page beside the payment page). */
  link?: { label: string; url: string };
  siteName: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const footer: Record<Locale, string> = {
  tr: 'Bu e-posta size bir işlem nedeniyle gönderildi. Siz istemediyseniz dikkate almayın.',
  en: 'You received this e-mail because of an action on your account. If it was not you, ignore it.',
};

/** One look for every mail: plain text (with the link on its own line) and a simple HTML version. */
export function renderMail(content: MailContent, locale: Locale): Mail {
  const textLines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) textLines.push(`${content.action.label}:`, content.action.url, '');
  if (content.link) textLines.push(`${content.link.label}:`, content.link.url, '');
  textLines.push('—', content.siteName, footer[locale]);

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#7a1f2b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const link = content.link
    ? `<p><a href="${escapeHtml(content.link.url)}" style="color:#7a1f2b">${escapeHtml(content.link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#7a1f2b">${escapeHtml(content.siteName)}</h1>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${link}
<hr style="border:none;border-top:1px solid #eee"><p style="font-size:12px;color:#888">${escapeHtml(footer[locale])}</p>
</body></html>`;
  return { to: content.to, subject: `${content.subject} — ${content.siteName}`, text: textLines.join('\n'), html };
}
