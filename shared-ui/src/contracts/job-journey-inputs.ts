import { z } from 'zod';

/** POST /user/job/{id}/revision: what the customer wants fixed (files travel beside it). */
export const revisionRequestFields = z.object({
  reason: z.string({ error: 'required' }).trim().min(1, 'required').max(2000, 'tooLong'),
});
export type RevisionRequestFields = z.infer<typeof revisionRequestFields>;

/** POST /user/job/{id}/messages and /admin/job/{id}/messages (files travel beside it). */
export const jobMessageFields = z.object({
  body: z.string({ error: 'required' }).trim().min(1, 'required').max(5000, 'tooLong'),
});
