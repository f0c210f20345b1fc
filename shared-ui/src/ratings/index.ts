// `shared-ui/ratings`: not part of the federation singleton (only the bare `shared-ui` is shared), so the panels
// bundle it into their own lazily loaded chunks and the public site's start-up JavaScript does not carry it.
export { ratingsNs } from './ratings-texts';
export { RatingView, Stars, StarsInput } from './rating-view';
