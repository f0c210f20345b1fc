import type { File } from 'formidable';
import {
  messageText,
  type LanguagesData,
  type NotificationsData,
  type ProfileData,
  type SecurityData,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { UnauthorizedError, ValidationError } from '../../errors/app-error';
import { filesOf } from '../../lib/uploads';
import type { RouteContext } from '../../middleware/validate';
import { deleteAccount } from './account';
import { keptData } from '../privacy/erase-personal-data';
import { addCertificate, deleteCertificate, listOwnCertificates } from './certificates';
import {
  getNotificationSettings,
  getProfile,
  replaceAvatar,
  updateLanguages,
  updateNotificationSettings,
  updateProfile,
} from './profile';
import { changeSecurity } from './security';

/** The signed-in user's id: every settings call acts on the caller's own account only. */
function me(ctx: RouteContext<unknown>): number {
  if (!ctx.state.user) throw new UnauthorizedError();
  return ctx.state.user.id;
}

/** The one file of field `file`; more than one is refused. */
function singleFile(ctx: RouteContext<unknown>): File | undefined {
  const files = filesOf(ctx.request.files as Record<string, File | File[]> | undefined, 'file');
  if (files.length > 1) throw new ValidationError({ file: 'invalidValue' }, 'invalidValue');
  return files[0];
}

export function settingsHandlers(deps: AppDeps) {
  return {
    async getProfile(ctx: RouteContext) {
      ctx.body = await getProfile(deps, me(ctx));
    },

    async updateProfile(ctx: RouteContext<{ body: ProfileData }>) {
      const profile = await updateProfile(deps, me(ctx), ctx.state.input.body);
      ctx.body = { message: messageText('profileUpdated', ctx.state.locale), profile };
    },

    async updateLanguages(ctx: RouteContext<{ body: LanguagesData }>) {
      const { languages } = await updateLanguages(deps, me(ctx), ctx.state.input.body);
      ctx.body = { message: messageText('languagesUpdated', ctx.state.locale), languages };
    },

    async uploadAvatar(ctx: RouteContext) {
      const { avatar_url } = await replaceAvatar(deps, me(ctx), singleFile(ctx));
      ctx.body = { message: messageText('avatarUploaded', ctx.state.locale), avatar_url };
    },

    async listCertificates(ctx: RouteContext) {
      ctx.body = await listOwnCertificates(deps, me(ctx));
    },

    async addCertificate(ctx: RouteContext) {
      const certificate = await addCertificate(deps, me(ctx), singleFile(ctx));
      ctx.status = 201;
      ctx.body = { message: messageText('certificateUploaded', ctx.state.locale), certificate };
    },

    async deleteCertificate(ctx: RouteContext<{ params: { id: number } }>) {
      await deleteCertificate(deps, me(ctx), ctx.state.input.params.id);
      ctx.body = { message: messageText('certificateDeleted', ctx.state.locale) };
    },

    async changeSecurity(ctx: RouteContext<{ body: SecurityData }>) {
      ctx.body = await changeSecurity(deps, me(ctx), ctx.state.input.body, ctx.state.locale, ctx.state.user?.sessionId);
    },

    async getNotifications(ctx: RouteContext) {
      ctx.body = await getNotificationSettings(deps, me(ctx));
    },

    async updateNotifications(ctx: RouteContext<{ body: NotificationsData }>) {
      const settings = await updateNotificationSettings(deps, me(ctx), ctx.state.input.body);
      ctx.body = { message: messageText('notificationsUpdated', ctx.state.locale), ...settings };
    },

    async deleteAccount(ctx: RouteContext) {
      await deleteAccount(deps, me(ctx));
      ctx.body = { message: messageText('accountDeleted', ctx.state.locale), kept: keptData(ctx.state.locale) };
    },
  };
}
