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
 * expiry (task-definitions.ts) is above their sum, so an attempt is only taken as lost when its instance died;
 * they are short so that a mail stranded by a killed instance goes out again within a minute.
 */
export const smtpTimeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/**
 * SMTP connections an instance keeps open and sends over side by side: a burst reuses them instead of paying a
 * connection, greeting and login per mail. A connection is replaced after maxMessages. Their number also bounds
 * the mails an instance killed mid-send may have sent without recording it (sent again, as the same message).
 */
export const smtpPool = { pool: true, maxConnections: 4, maxMessages: 100 } as const;

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Closes the pooled SMTP connections (at shutdown). */
  close(): void;
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
    ? nodemailer.createTransport({ url: options.smtpUrl, ...smtpPool, ...smtpTimeouts })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    close: () => transport.close(),
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
