import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, errorMessage, formatMoment, formatSize, Spinner, type DataExportDto } from 'shared-ui';
import { requestDataExport, useDataExports } from '../api/data-exports';
import { privacyNs } from '../../privacy-notice/privacy-notice-texts';
import { useSettingsToast } from '../utils/use-settings-toast';
import { SettingsSection } from './settings-section';
import styles from './data-rights.module.css';

/** How long the API keeps a prepared export (privacy/data-exports.ts). */
const KEPT_DAYS = 7;

function ExportItem({ item }: { item: DataExportDto }) {
  const { t, i18n } = useTranslation(privacyNs);
  const lang = i18n.language;
  const requested = formatMoment(item.created_at, lang);
  const size = formatSize(item.size ?? 0, lang);
  return (
    <li className={styles.item} data-testid="data-export">
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>{t('export.requestedAt', { date: requested })}</span>
        <span className={`${styles.status} ${styles[item.status]}`}>{t(`export.status.${item.status}`)}</span>
        {item.status === 'ready' && item.expires_at && (
          <span className={styles.muted}>{t('export.expiresAt', { date: formatMoment(item.expires_at, lang) })}</span>
        )}
        {item.status === 'failed' && <span className={styles.muted}>{t('export.failedHint')}</span>}
      </div>
      {item.status === 'ready' && item.url && (
        <a
          className={styles.download}
          href={item.url}
          download
          aria-label={t('export.downloadLabel', { date: requested, size })}
        >
          {t('export.download', { size })}
        </a>
      )}
      {item.status === 'preparing' && <Spinner />}
    </li>
  );
}

/** "Verilerimi indir": ask for the ZIP, follow its preparation, download it while it is kept. */
export function DataExportSection() {
  const { t } = useTranslation(privacyNs);
  const toast = useSettingsToast();
  const { data, error, mutate } = useDataExports();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const preparing = data?.some((e) => e.status === 'preparing') ?? false;

  const ask = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await requestDataExport();
      toast.success(result.message);
      await mutate();
    } catch (err) {
      setFailure(errorMessage(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('export.title')} intro={t('export.intro', { days: KEPT_DAYS })}>
      {failure && (
        <div className={styles.general}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <Button onClick={() => void ask()} busy={busy} disabled={preparing}>
        {t('export.request')}
      </Button>
      <div className={styles.list}>
        {error ? (
          <Alert tone="error">
            {t('loadFailed')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void mutate()}>
              {t('retry')}
            </button>
          </Alert>
        ) : !data ? (
          <Spinner />
        ) : data.length === 0 ? (
          <p className={styles.muted}>{t('export.empty')}</p>
        ) : (
          <ul className={styles.items} aria-label={t('export.listLabel')}>
            {data.map((item) => (
              <ExportItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}
