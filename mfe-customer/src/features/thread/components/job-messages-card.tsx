import { useTranslation } from 'react-i18next';
import { JobThread, Spinner } from 'shared-ui';
import { Card } from '../../../layout/card';
import { useJobMessages } from '../api/use-job-messages';

/** The job page's conversation with the office (never with the translator, whose contact data stays private). */
export function JobMessagesCard({ jobId }: { jobId: number }) {
  const { t } = useTranslation('customer');
  const { messages, send } = useJobMessages(String(jobId));
  return (
    <Card title={t('jobPage.messages')}>
      {messages ? <JobThread messages={messages} viewer="customer" onSend={send} /> : <Spinner />}
    </Card>
  );
}
