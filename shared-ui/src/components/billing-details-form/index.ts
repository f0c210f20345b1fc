// `shared-ui/billing-details-form`: not part of the federation singleton (only the bare `shared-ui` is shared), so
// each remote bundles it into the lazy chunk of the screen that uses it (Ayarlar, the card payment) and no first
// screen loads it.
export { BillingDetailsFields, type BillingDetailsFieldsProps } from './billing-details-form';
export { billingDetailsErrors } from './billing-details-errors';
export {
  billingInputOf,
  billingValuesOf,
  emptyBillingDetails,
  type BillingDetailsValues,
} from './billing-details-values';
