import { JobStatusBadge, formatDay, formatLira, type AdminJobDto, type DataTableColumn } from 'shared-ui';
import { PastDueBadge } from 'shared-ui/job-specialties';
import { useLanguageName } from 'shared-ui/language-names';
import { useTranslation } from 'react-i18next';
import { customerName } from '../utils/job-rules';
import { JobRowActions, type JobRowAction } from './job-row-actions';
import styles from './jobs-section.module.css';

/**
 * The columns of spec 2.9 İşler; the server orders the rows (newest first), so none sorts here. Languages share a
 * cell with the type, the price one with the payment state and the customer's payment notice, and a long e-mail
 * wraps, so the table fits beside the sidebar at 1366 px without the pinned actions covering the translator.
 */
export function useJobColumns(
  onAction: (action: JobRowAction, job: AdminJobDto) => void,
): DataTableColumn<AdminJobDto>[] {
  const { t, i18n } = useTranslation('admin-jobs');
  const lang = i18n.language;
  const langName = useLanguageName();
  return [
    {
      key: 'code',
      header: t('col.code'),
      className: styles.nowrap,
      render: (job) => (
        <button
          type="button"
          className={styles.codeButton}
          onClick={() => onAction('details', job)}
          aria-label={`${t('actions.details')} ${job.code}`}
        >
          {job.code}
        </button>
      ),
    },
    {
      key: 'customer',
      header: t('col.customer'),
      render: (job) => (
        <span className={styles.stack}>
          <span>{customerName(job) ?? t('none')}</span>
          {job.user_email && <span className={styles.email}>{job.user_email}</span>}
        </span>
      ),
    },
    {
      key: 'languages',
      header: t('col.languagesType'),
      render: (job) => (
        <span className={styles.stack}>
          <span>{t('languagePair', { source: langName(job.source_lang), target: langName(job.target_lang) })}</span>
          <span className={styles.muted}>{t(`common:translationTypes.${job.translation_type}`)}</span>
        </span>
      ),
    },
    {
      key: 'delivery',
      header: t('col.delivery'),
      className: styles.nowrap,
      render: (job) => formatDay(job.delivery_date, lang),
    },
    {
      key: 'status',
      header: t('col.status'),
      render: (job) => (
        <>
          <JobStatusBadge job={job} />
          <PastDueBadge job={job} />
          {job.deadline_requested && (
            <span className={styles.deadlineAsked} data-testid="deadline-requested-badge">
              {t('deadline.badge', { date: formatDay(job.deadline_requested, lang) })}
            </span>
          )}
          {(job.unread_messages ?? 0) > 0 && (
            <span className={styles.unread}>{t('common:thread.unread', { count: job.unread_messages })}</span>
          )}
        </>
      ),
    },
    {
      key: 'price',
      header: t('col.pricePaid'),
      render: (job) => (
        <span className={styles.stack}>
          <span>{job.admin_price === null ? t('noPrice') : formatLira(job.admin_price, lang)}</span>
          {job.is_paid ? (
            <span className={styles.paid}>✓ {t('paid')}</span>
          ) : (
            <span className={styles.muted}>{t('unpaid')}</span>
          )}
          {/* a report matters only until the payment is confirmed */}
          {job.payment_notified_at && !job.is_paid && job.status === 'waiting_payment' && (
            <span className={styles.notice}>{t('paymentNotified')}</span>
          )}
        </span>
      ),
    },
    {
      key: 'translator',
      header: t('col.translator'),
      render: (job) => job.assigned_translator_name ?? job.translator_name ?? t('none'),
    },
    { key: 'actions', header: t('col.actions'), render: (job) => <JobRowActions job={job} onAction={onAction} /> },
  ];
}
