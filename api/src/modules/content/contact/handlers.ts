import type { z } from 'zod';
import { messageText, type contactInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors/app-error';
import type { RouteContext } from '../../../middleware/validate';
import { contactMail } from './contact-mail';
import { queueMail } from '../../../lib/tasks/queue-mail';

export function contactHandlers({ env, db, queue, logger }: AppDeps) {
  return {
    /** A filled honeypot is answered like success and sends nothing. */
    async sendContactMessage(ctx: RouteContext<{ body: z.output<typeof contactInput> }>) {
      const { hp, ...contact } = ctx.state.input.body;
      if (!hp) {
        try {
          // Queued: the worker delivers it with retries; only a database that refuses the row fails the request.
          await queueMail({ db, queue }, contactMail(env.SITE_EMAIL, env.SITE_NAME, contact));
        } catch (err) {
          logger.error({ err, reqId: ctx.state.requestId }, 'contact mail failed');
          throw new AppError(503, 'contactFailed');
        }
      }
      ctx.body = { message: messageText('contactSent', ctx.state.locale) };
    },
  };
}
