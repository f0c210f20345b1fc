import pino from 'pino';
import { loadEnv } from './config/env';
import { checkDeployment } from './config/deployment-checks';
import { startServer } from './bootstrap';
import { installProcessGuards } from './lib/process-guards';

// Until the environment is read (LOG_LEVEL is one of its variables), only a failure to start is logged.
let logger = pino({ level: 'fatal' });

async function main(): Promise<void> {
  const env = loadEnv();
  logger = pino({ level: env.LOG_LEVEL });
  installProcessGuards(logger);
  const { errors, warnings } = checkDeployment(env);
  for (const warning of warnings) logger.warn(warning);
  if (env.FILES_KEY_GENERATED === 'new') {
    logger.warn(
      { file: `${env.DATA_DIR}/files-key` },
      'FILES_KEY is not set: a key for encrypting stored files was generated into DATA_DIR/files-key. Keep it with ' +
        'your backups (without it the stored files cannot be read), or set FILES_KEY.',
    );
  }
  if (errors.length > 0) {
    // Said on stderr as well as in the log: a refusal to start must be read by whoever started it.
    console.error(`\n  Tercüme Odası does not start:\n${errors.map((e) => `  - ${e}`).join('\n')}\n`);
    for (const error of errors) logger.fatal(error);
    process.exit(1);
  }
  const running = await startServer(env, logger);
  if (running.admin.kind === 'generated') {
    // Printed once: the next start finds the admin and prints nothing.
    console.log(
      `\n  Admin account created — e-mail: ${running.admin.email}  password: ${running.admin.password}\n  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
    );
  }
  if (running.admin.kind === 'reset') {
    logger.warn(
      { email: running.admin.email },
      'admin password set from ADMIN_PASSWORD and its sessions signed out (ADMIN_PASSWORD_RESET=true): unset it, or every start does this again',
    );
  }
  logger.info({ url: env.PUBLIC_URL, database: env.DATABASE_URL ? 'server' : 'embedded' }, 'Tercüme Odası is up');
  const shutdown = async (drainSeconds: number) => {
    // Draining: /api/ready answers 503 so the load balancer sends new requests elsewhere, while this instance
    // still answers the ones it gets; then it stops taking connections and finishes what it has.
    running.deps.readiness.draining = true;
    if (drainSeconds > 0) {
      logger.info({ drainSeconds }, 'draining before stop');
      await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    }
    await running.stop();
    process.exit(0);
  };
  // Ctrl-C at a terminal stops at once; SIGTERM (an orchestrator, a deploy) drains first.
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(env.DRAIN_SECONDS));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'could not start');
  process.exit(1);
});
