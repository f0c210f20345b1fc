import { useTranslation } from 'react-i18next';
import { FileDrop } from 'shared-ui/file-drop';

export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

interface ReceiptFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled?: boolean;
}

/**
 * The optional transfer receipt: PDF or an image, up to 10 MB (the server checks the bytes again), in the site's
 * drop zone like every other file picker.
 */
export function ReceiptField({ file, onChange, error, disabled }: ReceiptFieldProps) {
  const { t } = useTranslation('customer');
  return (
    <FileDrop
      label={t('payment.receipt')}
      hint={t('payment.receiptHint')}
      accept={ACCEPT}
      files={file ? [file] : []}
      onFiles={(files) => onChange(files[0] ?? null)}
      error={error ?? undefined}
      disabled={disabled}
    />
  );
}
