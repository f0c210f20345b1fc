import Router from '@koa/router';
import { z } from 'zod';
import {
  idParam,
  messageText,
  ratingAnswerInput,
  ratingInput,
  type RatingAnswerInput,
  type RatingData,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { adminRating, answerRating, customerRating, rateJob, translatorRating } from './ratings';

const byId = { params: z.object({ id: idParam }) };
type WithId = { params: { id: number } };

/** Ratings of completed deliveries — the customer's, the translator's answer, the office's view. */
export function ratingsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const signedIn = authenticate(deps);
  const id = (ctx: RouteContext<WithId>) => ctx.state.input.params.id;

  router.get(
    '/user/job/:id/rating',
    signedIn,
    requireRole('user'),
    validate(byId),
    async (ctx: RouteContext<WithId>) => {
      ctx.body = await customerRating(deps, currentUser(ctx).id, id(ctx));
    },
  );
  router.post(
    '/user/job/:id/rating',
    signedIn,
    requireRole('user'),
    validate({ ...byId, body: ratingInput }),
    async (ctx: RouteContext<WithId & { body: RatingData }>) => {
      const rating = await rateJob(deps, currentUser(ctx).id, id(ctx), ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { message: messageText('ratingSaved', ctx.state.locale), rating };
    },
  );
  router.get(
    '/translator/job/:id/rating',
    signedIn,
    requireRole('translator'),
    validate(byId),
    async (ctx: RouteContext<WithId>) => {
      ctx.body = await translatorRating(deps, currentUser(ctx).id, id(ctx));
    },
  );
  router.post(
    '/translator/job/:id/rating/answer',
    signedIn,
    requireRole('translator'),
    validate({ ...byId, body: ratingAnswerInput }),
    async (ctx: RouteContext<WithId & { body: RatingAnswerInput }>) => {
      const rating = await answerRating(deps, currentUser(ctx).id, id(ctx), ctx.state.input.body.answer);
      ctx.body = { message: messageText('answerSaved', ctx.state.locale), rating };
    },
  );
  router.get(
    '/admin/job/:id/rating',
    signedIn,
    requireRole('admin'),
    validate(byId),
    async (ctx: RouteContext<WithId>) => {
      ctx.body = await adminRating(deps, id(ctx));
    },
  );
  return router;
}
