import Router from '@koa/router';
import { z } from 'zod';
import { idParam, sliderInput, sliderOrderInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../../deps';
import { uploadKinds } from '../../../lib/uploads';
import { authenticate, requireRole } from '../../../middleware/authenticate';
import { multipart } from '../../../middleware/multipart';
import { validate } from '../../../middleware/validate';
import { cachedContent, invalidateContentOnWrite } from '../cache/cached-content';
import type { AppState } from '../../../types';
import { sliderHandlers } from './handlers';
import { slidersService } from './service';

const byId = z.object({ id: idParam });

/** The homepage slider (GET /sliders, public) and the Slider Düzenleme section (spec 2.9.7). */
export function slidersRouter(deps: AppDeps): Router<AppState> {
  const { db, storage } = deps;
  const h = sliderHandlers(slidersService(db, storage), storage);
  const admin = [authenticate(deps), requireRole('admin'), invalidateContentOnWrite(deps.contentCache)];
  const cached = cachedContent(deps.contentCache);
  const router = new Router<AppState>();
  router.get('/sliders', cached, h.listPublishedSliders);
  router.get('/admin/sliders', ...admin, h.listSliders);
  router.post(
    '/admin/sliders/upload',
    ...admin,
    multipart({ maxFileBytes: uploadKinds.image.maxBytes, maxFiles: 1 }),
    h.uploadSliderImage,
  );
  router.post('/admin/sliders/update-order', ...admin, validate({ body: sliderOrderInput }), h.updateSliderOrder);
  router.post('/admin/sliders', ...admin, validate({ body: sliderInput }), h.createSlider);
  router.put('/admin/sliders/:id', ...admin, validate({ params: byId, body: sliderInput }), h.updateSlider);
  router.delete('/admin/sliders/:id', ...admin, validate({ params: byId }), h.deleteSlider);
  return router;
}
