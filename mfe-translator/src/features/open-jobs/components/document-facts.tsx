import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatSize, type DocumentFactsDto } from 'shared-ui';
import { DocumentPreviewDialog } from './document-preview-dialog';
import styles from './document-facts.module.css';

/**
 * What a translator may know of an open job's document before bidding: type, size, pages, words, and a
 * watermarked look at the first page. The document itself opens only after assignment and payment.
 */
export function DocumentFacts({ jobId, jobCode, facts }: { jobId: number; jobCode: string; facts: DocumentFactsDto }) {
  const { t, i18n } = useTranslation('translator');
  const [open, setOpen] = useState(false);
  const parts = [facts.type, formatSize(facts.size, i18n.language)];
  if (facts.pages !== null) parts.push(t('preview.pages', { count: facts.pages }));
  if (facts.words !== null)
    parts.push(t('preview.words', { count: facts.words, formatted: facts.words.toLocaleString(i18n.language) }));
  return (
    <div className={styles.facts} data-testid={`document-facts-${jobId}`}>
      <span>{parts.join(' · ')}</span>
      {facts.preview === 'ready' ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setOpen(true)}
          aria-label={t('preview.showFor', { code: jobCode })}
        >
          {t('preview.show')}
        </Button>
      ) : (
        <span className={styles.muted}>{t(facts.preview === 'pending' ? 'preview.pending' : 'preview.none')}</span>
      )}
      {open && <DocumentPreviewDialog jobId={jobId} jobCode={jobCode} onClose={() => setOpen(false)} />}
    </div>
  );
}
