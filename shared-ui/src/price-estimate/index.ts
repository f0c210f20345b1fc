// `shared-ui/price-estimate`: bundled into the screen chunk of each remote that imports it (the quote page and
// the order form), like the legalisation planner; only the bare `shared-ui` is a federation singleton.
export { PriceEstimate } from './price-estimate';
export type { EstimateRequest } from './request-estimate';
