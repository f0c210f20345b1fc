import { z } from 'zod';
import { textCharacters } from './common';

/** The customer's rating of a completed delivery, and the translator's one answer. */
const longText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine(textCharacters({ multiline: true }), 'invalidCharacters');

/** POST /user/job/{id}/rating: 1–5 stars; a comment is required for 1 and 2, so a low rating says what went wrong. */
export const ratingInput = z
  .object({
    stars: z.number({ error: 'required' }).int('invalidValue').min(1, 'invalidValue').max(5, 'invalidValue'),
    comment: longText(2000)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => v.stars > 2 || v.comment !== null, { path: ['comment'], message: 'ratingCommentRequired' });
export type RatingInput = z.input<typeof ratingInput>;
export type RatingData = z.output<typeof ratingInput>;

/** POST /translator/job/{id}/rating/answer. */
export const ratingAnswerInput = z.object({
  answer: longText(2000).pipe(z.string().min(1, 'required')),
});
export type RatingAnswerInput = z.input<typeof ratingAnswerInput>;

/** A rating as every side sees it: no name, e-mail or phone of the customer, ever. */
export interface RatingDto {
  stars: number;
  comment: string | null;
  created_at: string;
  answer: string | null;
  answered_at: string | null;
}
