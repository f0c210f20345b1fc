import type { Logger } from 'pino';

/**
 * What the process does with an error nothing caught. A promise rejected without a handler is a bug in one
 * request's or one task's code: it is logged with its stack and the instance goes on serving everyone else (Node's
 * default would stop the process and drop every request in flight). An exception thrown out of an event handler
 * leaves the process in a state nobody can vouch for: it is logged and the process exits, and the balancer's health
 * check sends visitors to the other instances until a supervisor starts this one again.
 */
export function installProcessGuards(logger: Logger, exit: (code: number) => void = process.exit): () => void {
  const onRejection = (reason: unknown) => {
    logger.error({ err: reason }, 'a promise was rejected and nothing handled it; serving on');
  };
  const onException = (err: Error) => {
    logger.fatal({ err }, 'an exception reached the top of the process; stopping');
    exit(1);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
