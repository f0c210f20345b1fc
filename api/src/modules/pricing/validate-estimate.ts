import { estimateFields, type EstimateFields } from 'shared-ui/contracts';
import { validateDocumentForm, type DocumentFormInput } from '../../middleware/validate-document-form';

export type EstimateInput = DocumentFormInput<EstimateFields>;

/** validate() for the multipart estimate: the fields and the one file are checked together, one answer for all. */
export const validateEstimate = () => validateDocumentForm(estimateFields);
