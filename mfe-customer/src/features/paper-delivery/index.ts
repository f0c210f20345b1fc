// The paper delivery's surface for the other features: the order form's part and the job page's card.
export { PaperDeliveryFields } from './components/paper-delivery-fields';
export { PaperDeliveryCard } from './components/paper-delivery-card';
export { usePaperDeliveryChoice, type PaperDeliveryRequest } from './components/use-paper-delivery-choice';
