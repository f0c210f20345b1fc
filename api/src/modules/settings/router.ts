import Router from '@koa/router';
import { z } from 'zod';
import { idParam, languagesInput, notificationsInput, profileInput, securityInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { multipart } from '../../middleware/multipart';
import { validate } from '../../middleware/validate';
import { uploadKinds } from '../../lib/uploads';
import { settingsHandlers } from './handlers';

/** Spec 7.5: every role manages its own account; languages and certificates are the translator's tabs. */
export function settingsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/settings' });
  const h = settingsHandlers(deps);
  const signedIn = [authenticate(deps), requireRole('user', 'translator', 'admin')];
  const translator = [authenticate(deps), requireRole('translator')];
  const oneFile = (maxFileBytes: number) => multipart({ maxFileBytes, maxFiles: 1 });

  router.get('/profile', ...signedIn, h.getProfile);
  router.put('/profile', ...signedIn, validate({ body: profileInput }), h.updateProfile);
  router.post('/avatar', ...signedIn, oneFile(uploadKinds.image.maxBytes), h.uploadAvatar);
  router.put('/security', ...signedIn, validate({ body: securityInput }), h.changeSecurity);
  router.get('/notifications', ...signedIn, h.getNotifications);
  router.put('/notifications', ...signedIn, validate({ body: notificationsInput }), h.updateNotifications);
  router.delete('/account', ...signedIn, h.deleteAccount);

  router.put('/languages', ...translator, validate({ body: languagesInput }), h.updateLanguages);
  router.get('/certificates', ...translator, h.listCertificates);
  router.post('/certificates', ...translator, oneFile(uploadKinds.certificate.maxBytes), h.addCertificate);
  router.delete(
    '/certificates/:id',
    ...translator,
    validate({ params: z.object({ id: idParam }) }),
    h.deleteCertificate,
  );
  return router;
}
