import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, apiDownload, errorMessage, type CustomerJobDto } from 'shared-ui';

/** The receipt of a paid job (GET /user/job/{id}/receipt, a PDF), downloaded with the session. */
export function ReceiptDownload({ job }: { job: CustomerJobDto }) {
  const { t } = useTranslation('customer');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!job.is_paid) return null;

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiDownload(`/user/job/${job.id}/receipt`, `makbuz-${job.code}.pdf`);
    } catch (err) {
      setError(errorMessage(err, t('card.receiptFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button variant="secondary" onClick={() => void download()} busy={busy}>
        {t('card.receipt')}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
