import { useTranslation } from 'react-i18next';
import { JobsCard } from '../features/jobs/components/jobs-card';
import { UserOnly } from '../features/jobs/components/user-only';
import { JobUploadForm } from '../features/upload/components/job-upload-form';
import { useWaitingJobsAnswered } from '../features/waiting/use-waiting-jobs';
import { WaitingList } from '../features/waiting/waiting-list';
import { DrawnTogether } from '../layout/drawn-together';
import { PanelPage } from '../layout/panel-page';

/**
 * /panel/user (spec 2.7): the new-request form above the jobs table; the jobs that wait on the customer (pay,
 * download, read a message) come first, so a phone shows them before the long form. The cards are drawn once that
 * list has answered: it comes first, and arriving after the form it pushed the whole page down.
 */
export function UserPanelRoute() {
  const { t } = useTranslation('customer');
  const waitingAnswered = useWaitingJobsAnswered();
  return (
    <UserOnly>
      <PanelPage title={t('panel.title')} lead={t('panel.lead')}>
        <DrawnTogether ready={waitingAnswered}>
          <WaitingList />
          <JobUploadForm />
          <JobsCard />
        </DrawnTogether>
      </PanelPage>
    </UserOnly>
  );
}
