import { useTranslation } from 'react-i18next';
import { Alert, ApiError, formatDay, formatSize, Spinner, type PublicVerificationDto } from 'shared-ui';
import { useLanguageName } from 'shared-ui/language-names';
import { useVerification } from '../api/use-verification';
import { verificationNs } from '../verification-texts';
import { FileCheck } from './file-check';
import styles from './verification.module.css';

function StatusLine({ verification }: { verification: PublicVerificationDto }) {
  const { t, i18n } = useTranslation(verificationNs);
  if (verification.status === 'revoked')
    return <Alert tone="error">{t('revoked', { date: formatDay(verification.revoked_at, i18n.language) })}</Alert>;
  if (verification.status === 'superseded')
    return (
      <Alert tone="warning">{t('superseded', { date: formatDay(verification.superseded_at, i18n.language) })}</Alert>
    );
  return <Alert tone="success">{t('valid')}</Alert>;
}

function Facts({ verification }: { verification: PublicVerificationDto }) {
  const { t, i18n } = useTranslation(verificationNs);
  const language = useLanguageName();
  const rows: [string, string][] = [
    [t('facts.code'), verification.code],
    [t('facts.job'), verification.job_code],
    [t('facts.languages'), `${language(verification.source_lang)} → ${language(verification.target_lang)}`],
    [t('facts.type'), t(`common:translationTypes.${verification.translation_type}`)],
    [t('facts.translator'), verification.translator_name],
    [t('facts.completed'), formatDay(verification.completed_at, i18n.language)],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a code certifies, or why it certifies nothing: mistyped (its check character is wrong: look again), unknown
 * (well formed but never issued), superseded or revoked.
 */
export function VerificationResult({ code }: { code: string }) {
  const { t, i18n } = useTranslation(verificationNs);
  const { data, error } = useVerification(code);
  return (
    <section className={styles.result} data-testid="verification-result" aria-busy={!data && !error}>
      {error instanceof ApiError && error.code === 'verificationCodeMistyped' ? (
        <Alert tone="warning" detail={t('mistypedHint')}>
          {t('mistyped')}
        </Alert>
      ) : error instanceof ApiError && error.status === 404 ? (
        <Alert tone="error" detail={t('notFoundHint')}>
          {t('notFound')}
        </Alert>
      ) : error ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : !data ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <StatusLine verification={data} />
          <Facts verification={data} />
          <h2 className={styles.subtitle}>{t('filesTitle')}</h2>
          <ol className={styles.files}>
            {data.files.map((file) => (
              <li key={file.position}>
                <span>{t('fileLabel', { position: file.position, size: formatSize(file.size, i18n.language) })}</span>
                <span className={styles.hashLabel}>{t('fileHash')}</span>
                <code className={styles.hash}>{file.sha256}</code>
              </li>
            ))}
          </ol>
          <FileCheck verification={data} />
          <p className={styles.privacy}>{t('privacy')}</p>
        </>
      )}
    </section>
  );
}
