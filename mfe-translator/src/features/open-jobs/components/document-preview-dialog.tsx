import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Modal, Spinner, errorMessage } from 'shared-ui';
import { fetchPreviewImage } from '../api/preview-image';
import styles from './document-facts.module.css';

interface Props {
  jobId: number;
  jobCode: string;
  onClose: () => void;
}

/** The watermarked first page of an open job's document, in a dialog; the object URL is released on close. */
export function DocumentPreviewDialog({ jobId, jobCode, onClose }: Props) {
  const { t } = useTranslation('translator');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchPreviewImage(jobId).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      },
      (err: unknown) => live && setError(err),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [jobId]);

  return (
    <Modal open size="lg" title={t('preview.title', { code: jobCode })} onClose={onClose}>
      <p className={styles.note}>{t('preview.note')}</p>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('preview.failed'))}</Alert>
      ) : url ? (
        <img
          className={styles.image}
          src={url}
          alt={t('preview.alt', { code: jobCode })}
          data-testid="document-preview"
        />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
