import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import pino from 'pino';
import { loadEnv } from '../../config/env';
import { startServer, type Running } from '../../bootstrap';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { startApiProcess } from '../../testing/api-process';
import { validRegistration } from '../../modules/auth/test-helpers';

jest.setTimeout(300_000);

/**
 * The window between a commit and the mail it causes, held open: an instance that answers requests but runs no
 * worker (TASK_WORKER=false) registers a customer and is then killed with SIGKILL before anything is sent. A fresh
 * instance on the same database sends the verification mail, once.
 */
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let dataDir: string;
let databaseUrl: string | undefined;
let second: Running | undefined;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tercume-durable-'));
  if (process.env.DATABASE_URL) {
    const admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 1 } });
    const name = `tercume_durable_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin.raw(`create database ${name}`);
    await admin.destroy();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
});
afterAll(async () => {
  await second?.stop();
  await inbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl && process.env.DATABASE_URL) {
    const admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 1 } });
    await admin.raw(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await admin.destroy();
  }
});

describe('a mail survives the death of the process between the commit and the send', () => {
  it('is sent once by the next instance after the first was killed with SIGKILL', async () => {
    const shared = {
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: inbox.url,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const first = await startApiProcess({ ...shared, TASK_WORKER: 'false' });
    const registration = validRegistration();
    const res = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(registration),
    });
    expect(res.status).toBe(201); // committed: the account exists
    first.child.kill('SIGKILL');
    await first.exited;
    const email = String(registration.email).toLowerCase();
    expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(0);

    second = await startServer(
      loadEnv({}, { ...shared, PORT: 0, HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      pino({ level: 'silent' }),
      path.join(dataDir, 'pg'),
    );
    const mail = await inbox.waitFor(email);
    expect(mail.text).toMatch(/verify-email\?token=/);
    await new Promise((r) => setTimeout(r, 1500));
    expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    const sent = await second.deps.db('pgboss.job').where({ name: 'mail', state: 'completed' });
    expect(sent).toHaveLength(1);
    // Its Message-ID is the task's: were it sent again, it would be the same message, not a second one.
    expect(/^Message-ID: (\S+)/im.exec(mail.raw)?.[1]).toMatch(new RegExp(`^<${sent[0].id}@[\\w.-]+>$`));
  });
});
