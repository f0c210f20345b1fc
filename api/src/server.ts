import pino from 'pino';
import { loadEnv } from './config/env';
import { startServer } from './bootstrap';

// Until the environment is read (LOG_LEVEL is one of its variables), only a failure to start is logged.
let logger = pino({ level: 'fatal' });

async function main(): Promise<void> {
  const env = loadEnv();
  logger = pino({ level: env.LOG_LEVEL });
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
