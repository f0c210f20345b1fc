// The order's delivery check on its own, for `import()`: the address schema brings zod (and common.ts's schemas),
// which the panel does not need to draw itself, only to check an address before sending it.
export { paperDeliveryOf } from 'shared-ui/contracts';
