import { useTranslation } from 'react-i18next';
import { JobThread, Spinner } from 'shared-ui';
import { useAdminJobMessages } from '../api/use-job-messages';
import styles from './job-detail.module.css';

/** The job's thread with the customer, answered as "the office", in words for the office (not the customer's). */
export function JobMessages({ jobId }: { jobId: number }) {
  const { t } = useTranslation('admin-jobs');
  const { messages, send } = useAdminJobMessages(jobId);
  const wording = { empty: t('thread.empty'), write: t('thread.write'), own: t('thread.own') };
  return (
    <>
      <h3 className={styles.subtitle}>{t('detail.messages')}</h3>
      {messages ? <JobThread messages={messages} viewer="office" onSend={send} wording={wording} /> : <Spinner />}
    </>
  );
}
