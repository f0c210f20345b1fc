import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message body with quoted-printable soft breaks undone, so links can be searched. */
  text: string;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  waitFor(to: string, count?: number): Promise<ReceivedMail>;
  /** The first mail to `to` whose text contains `text`: mails leave through a queue, in no fixed order. */
  waitForText(to: string, text: string): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server in this process: the app sends through SMTP_URL, tests read what arrived. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text });
        callback();
      });
    },
  });
  // A sender that dies mid-mail (the cluster test kills an instance) resets its connection: not the inbox's error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, count = 1) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const matching = mails.filter((m) => m.to.includes(to.toLowerCase()));
        if (matching.length >= count) return matching[count - 1] as ReceivedMail;
        if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to} within 10 s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async waitForText(to, text) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const found = mails.find(
          (m) => m.to.includes(to.toLowerCase()) && Buffer.from(m.text, 'latin1').toString('utf8').includes(text),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} containing "${text}" within 30 s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
