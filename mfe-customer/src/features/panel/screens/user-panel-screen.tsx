import { useTranslation } from 'react-i18next';
import { UserOnly } from '../../../components/user-only';
import { DrawnTogether } from '../../../layout/drawn-together';
import { PanelPage } from '../../../layout/panel-page';
import type { FeatureTexts } from 'shared-ui/feature-texts';
import { customerTexts } from '../../../locales/customer-texts';
import { JobsCard } from '../../jobs/screens/jobs-card';
import { JobUploadForm, jobUploadFormTexts } from '../../upload/screens/job-upload-form';
import { useWaitingJobsAnswered } from '../../waiting/api/use-waiting-jobs';
import { WaitingList } from '../../waiting/screens/waiting-list';

/** The namespaces the panel draws with (registered by routes/customer-routes.tsx). */
export const texts: FeatureTexts[] = [customerTexts, ...jobUploadFormTexts];

/**
 * /panel/user (spec 2.7): the new-request form above the jobs table; the jobs that wait on the customer (pay,
 * download, read a message) come first, so a phone shows them before the long form. The cards are drawn once that
 * list has answered: it comes first, and arriving after the form it pushed the whole page down.
 */
export function UserPanelScreen() {
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
