// The billing details' check on its own, for `import()`: the contract's schema brings zod (and common.ts's schemas),
// which the payment page does not need to draw itself, only to check the details before a card payment starts.
export { billingDetailsErrors } from 'shared-ui/billing-details-form';
