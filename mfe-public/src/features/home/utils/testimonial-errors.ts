import type { MessageCode } from 'shared-ui';

export interface TestimonialDraft {
  stars: number;
  comment: string;
  name: string;
}

export type TestimonialErrors = Partial<Record<keyof TestimonialDraft, MessageCode>>;

/** Spec 5: rating, comment and name are each required, with their own message. */
export function testimonialErrors(draft: TestimonialDraft): TestimonialErrors {
  const errors: TestimonialErrors = {};
  if (draft.stars < 1) errors.stars = 'ratingRequired';
  if (!draft.comment.trim()) errors.comment = 'commentRequired';
  if (!draft.name.trim()) errors.name = 'yourNameRequired';
  return errors;
}
