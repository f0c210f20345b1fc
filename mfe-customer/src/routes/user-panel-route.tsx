import { useTranslation } from 'react-i18next';
import { JobsCard } from '../features/jobs/components/jobs-card';
import { UserOnly } from '../features/jobs/components/user-only';
import { JobUploadForm } from '../features/upload/components/job-upload-form';
import { WaitingList } from '../features/waiting/waiting-list';
import { PanelPage } from '../layout/panel-page';

/**
 * /panel/user (spec 2.7): the new-request form above the jobs table; the jobs that wait on the customer (pay,
 * download, read a message) come first, so a phone shows them before the long form.
 */
export function UserPanelRoute() {
  const { t } = useTranslation('customer');
  return (
    <UserOnly>
      <PanelPage title={t('panel.title')} lead={t('panel.lead')}>
        <WaitingList />
        <JobUploadForm />
        <JobsCard />
      </PanelPage>
    </UserOnly>
  );
}
