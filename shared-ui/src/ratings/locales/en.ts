import type { ratingsTr } from './tr';

/** The ratings of deliveries, in English. */
export const ratingsEn: typeof ratingsTr = {
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
  outOf: '{{count}} out of 5',
  answer: 'The translator’s answer',
  noComment: 'No comment written.',
};
