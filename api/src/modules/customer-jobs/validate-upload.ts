import { uploadJobFields, type UploadJobFields } from 'shared-ui/contracts';
import { validateDocumentForm, type DocumentFormInput } from '../../middleware/validate-document-form';

export type UploadInput = DocumentFormInput<UploadJobFields>;

/** validate() for the multipart upload of spec 7.2: the job's fields and its document, one answer for all. */
export const validateUpload = () => validateDocumentForm(uploadJobFields);
