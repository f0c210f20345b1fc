// The paper delivery's surface for the other features: the order form's part, the job page's card and their texts.
export { PaperDeliveryFields } from './components/paper-delivery-fields';
export { PaperDeliveryCard } from './components/paper-delivery-card';
export { usePaperDeliveryChoice, type PaperDeliveryRequest } from './components/use-paper-delivery-choice';
export { paperDeliveryTexts } from './paper-delivery-texts';
