import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * A stable id for this mail (the queue's task id): it becomes the Message-ID, so a mail sent again after its
   * instance died mid-send is the same message to the receiving server and mail client, not a second one.
   */
  id?: string;
}

/**
 * The longest one SMTP send may take: connecting, the greeting, then each silence on the socket. The mail task's
 * expiry (task-definitions.ts) is above their sum, so an attempt is only taken as lost when its instance died.
 */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file under DATA_DIR/mail. Outside
 * production its links are logged too, so a developer can follow a verification link without a mail server; in
 * production they are not, since a reset link in a log is a password for whoever reads the log.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  logLinks: boolean;
}): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...smtpTimeouts })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const { id, ...message } = mail;
      const messageId = id ? `<${id}@${options.from.replace(/^.*@/, '').replace(/[^\w.-]/g, '')}>` : undefined;
      const info = await transport.sendMail({ from: options.from, ...message, messageId });
      if (options.smtpUrl) return;
      mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      const links = options.logLinks ? { links: mail.text.match(/https?:\/\/\S+/g) ?? [] } : {};
      options.logger.info({ to: mail.to, subject: mail.subject, file, ...links }, 'mail written to outbox');
    },
  };
}
