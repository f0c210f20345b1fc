import { useTranslation } from 'react-i18next';
import { Button, type PendingTranslator } from 'shared-ui';
import { displayFileName } from 'shared-ui/contracts';
import { useLanguageName } from 'shared-ui/language-names';
import type { TranslatorAction } from '../api/translator-actions';
import { educationText } from './education-text';
import styles from './translators.module.css';

interface Props {
  applicant: PendingTranslator;
  onAction: (action: TranslatorAction, applicant: PendingTranslator) => void;
}

/**
 * A pending application with every field it carries (and whether the applicant verified their e-mail address: an
 * approval does not wait for it, but signing in does), its CV and certificate links, and the three actions.
 */
export function ApplicantCard({ applicant, onAction }: Props) {
  const { t, i18n } = useTranslation('admin-translators');
  const name = `${applicant.name} ${applicant.surname}`;
  const dash = t('none');
  const langName = useLanguageName();
  const facts: [string, string][] = [
    [t('field.email'), applicant.email],
    [t('field.emailVerified'), applicant.email_verified ? t('emailVerified.yes') : t('emailVerified.no')],
    [t('field.phone'), applicant.phone ?? dash],
    [t('field.education'), educationText(applicant, t)],
    [t('field.languages'), applicant.languages.map(langName).join(', ') || dash],
    [t('field.experience'), applicant.experience ?? dash],
    [t('field.applied'), new Date(applicant.created_at).toLocaleDateString(i18n.language)],
  ];
  const button = (action: TranslatorAction, variant: 'primary' | 'secondary' | 'danger') => (
    <Button
      size="sm"
      variant={variant}
      onClick={() => onAction(action, applicant)}
      aria-label={`${t(`actions.${action}`)}: ${name}`}
    >
      {t(`actions.${action}`)}
    </Button>
  );

  return (
    <article className={styles.card} aria-labelledby={`applicant-${applicant.id}`}>
      <h2 id={`applicant-${applicant.id}`} className={styles.cardTitle}>
        {name}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {applicant.description && (
        <p className={styles.description}>
          <strong>{t('field.description')}:</strong> {applicant.description}
        </p>
      )}
      <div className={styles.files}>
        <span className={styles.fileLabel}>{t('field.cv')}:</span>
        {applicant.cv_url && applicant.cv_file ? (
          <a href={applicant.cv_url} target="_blank" rel="noopener noreferrer">
            {displayFileName(applicant.cv_file)}
          </a>
        ) : (
          dash
        )}
      </div>
      <div className={styles.files}>
        <span className={styles.fileLabel}>{t('field.certificates')}:</span>
        {applicant.certificates.length === 0
          ? t('noCertificates')
          : applicant.certificates.map((file) => (
              <a key={file.id} href={file.file_path} target="_blank" rel="noopener noreferrer">
                {displayFileName(file.file_name)}
              </a>
            ))}
      </div>
      <div className={styles.cardActions}>
        {button('approve', 'primary')}
        {button('reject', 'secondary')}
        {button('delete', 'danger')}
      </div>
    </article>
  );
}
