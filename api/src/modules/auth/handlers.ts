import {
  messageText,
  type EmailOnlyData,
  type LoginData,
  type RegisterData,
  type ResetPasswordData,
  type VerifyEmailData,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { RouteContext } from '../../middleware/validate';
import { UnauthorizedError } from '../../errors/app-error';
import { registerCustomer } from './registration';
import { signIn } from './sign-in';
import { resendVerification, verifyEmail } from './email-verification';
import { requestPasswordReset, resetPassword } from './password-reset';

/** Thin handlers: input already validated, rules in the services, answers localized here. */
export function authHandlers(deps: AppDeps) {
  return {
    async register(ctx: RouteContext<{ body: RegisterData }>) {
      await registerCustomer(deps, ctx.state.input.body, ctx.state.locale, ctx.ip);
      ctx.status = 201;
      ctx.body = { message: messageText('registered', ctx.state.locale) };
    },

    async login(ctx: RouteContext<{ body: LoginData }>) {
      ctx.body = await signIn(deps, ctx.state.input.body, ctx.state.locale, ctx.ip, ctx.get('User-Agent'));
    },

    async me(ctx: RouteContext) {
      const user = ctx.state.user;
      if (!user) throw new UnauthorizedError();
      // authenticate() has just read the account with the token's checks: answer from that row.
      ctx.body = { id: user.id, name: user.name, surname: user.surname, email: user.email, role: user.role };
    },

    async verifyEmail(ctx: RouteContext<{ body: VerifyEmailData }>) {
      const { email } = await verifyEmail(deps, ctx.state.input.body);
      ctx.body = { success: true, email, message: messageText('emailVerified', ctx.state.locale) };
    },

    async resendVerification(ctx: RouteContext<{ body: EmailOnlyData }>) {
      const { email, hp } = ctx.state.input.body;
      if (!hp) await resendVerification(deps, email, ctx.state.locale);
      ctx.body = { message: messageText('verificationSent', ctx.state.locale) };
    },

    async forgotPassword(ctx: RouteContext<{ body: EmailOnlyData }>) {
      const { email, hp } = ctx.state.input.body;
      if (!hp) await requestPasswordReset(deps, email, ctx.state.locale);
      ctx.body = { message: messageText('resetSent', ctx.state.locale) };
    },

    async resetPassword(ctx: RouteContext<{ body: ResetPasswordData }>) {
      await resetPassword(deps, ctx.state.input.body);
      ctx.body = { message: messageText('passwordReset', ctx.state.locale) };
    },
  };
}
