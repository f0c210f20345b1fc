import pino from 'pino';
import { loadEnv } from './config/env';
import { startServer } from './bootstrap';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

async function main(): Promise<void> {
  const env = loadEnv();
  const running = await startServer(env, logger);
  if (running.admin.kind === 'generated') {
    // Printed once: the next start finds the admin and prints nothing.
    console.log(
      `\n  Admin account created — e-mail: ${running.admin.email}  password: ${running.admin.password}\n  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
    );
  }
  logger.info({ url: env.PUBLIC_URL, database: env.DATABASE_URL ? 'server' : 'embedded' }, 'Tercüme Odası is up');
  const shutdown = async () => {
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'could not start');
  process.exit(1);
});
