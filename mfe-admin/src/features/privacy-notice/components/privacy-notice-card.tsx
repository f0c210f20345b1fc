import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ConfirmDialog,
  Spinner,
  TextAreaField,
  errorMessage,
  formatMoment,
  paths,
  useToast,
} from 'shared-ui';
import { useAdminPrivacyNotice, usePublishNotice } from '../api/privacy-notice';
import styles from './privacy-notice.module.css';
import card from '../../../layout/settings-card.module.css';

/**
 * "Aydınlatma metni" in Site ayarları: the notice in force in Turkish and English, published as a new version after
 * a confirmation (users are then asked to consent again), and the list of versions.
 */
export function PrivacyNoticeCard() {
  const { t, i18n } = useTranslation('admin-privacy');
  const toast = useToast();
  const { data, error } = useAdminPrivacyNotice();
  const publish = usePublishNotice();
  const [tr, setTr] = useState('');
  const [en, setEn] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!data) return;
    setTr(data.content_tr);
    setEn(data.content_en);
  }, [data]);

  const changed = data !== undefined && (tr !== data.content_tr || en !== data.content_en);

  const confirm = async () => {
    setBusy(true);
    setFailure('');
    setFields({});
    try {
      const answer = await publish({ content_tr: tr, content_en: en });
      toast.show({ tone: 'success', message: answer.message });
    } catch (err) {
      setFailure(errorMessage(err, t('failed')));
      const withFields = err as { fields?: Record<string, string> };
      setFields(withFields.fields ?? {});
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <div className={card.card} data-testid="privacy-notice-admin">
      <h2 className={card.cardTitle}>{t('title')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <p className={styles.current}>
            {t('current', { version: data.version, date: formatMoment(data.published_at, i18n.language) })} ·{' '}
            <a href={paths.privacyNotice} target="_blank" rel="noopener noreferrer">
              {t('view')}
            </a>
          </p>
          {failure && (
            <div className={styles.general}>
              <Alert tone="error">{failure}</Alert>
            </div>
          )}
          <TextAreaField
            label={t('contentTr')}
            hint={t('hint')}
            value={tr}
            onChange={setTr}
            rows={10}
            error={fields.content_tr}
          />
          <TextAreaField
            label={t('contentEn')}
            hint={t('hint')}
            value={en}
            onChange={setEn}
            rows={10}
            error={fields.content_en}
          />
          <div className={styles.actions}>
            <Button onClick={() => setAsking(true)} disabled={!changed}>
              {t('publish')}
            </Button>
            {!changed && <span className={styles.muted}>{t('unchanged')}</span>}
          </div>
          <h3 className={card.subtitle}>{t('versions')}</h3>
          <ol className={styles.versions}>
            {data.versions.map((v) => (
              <li key={v.version}>
                {t('versionItem', { version: v.version, date: formatMoment(v.published_at, i18n.language) })}
              </li>
            ))}
          </ol>
          <ConfirmDialog
            open={asking}
            tone="primary"
            title={t('confirmTitle')}
            message={t('confirmText', { version: data.version + 1 })}
            confirmLabel={t('confirmButton')}
            busy={busy}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </div>
  );
}
