import { useTranslation } from 'react-i18next';
import { JobsCard } from '../features/jobs/components/jobs-card';
import { UserOnly } from '../features/jobs/components/user-only';
import { JobUploadForm } from '../features/upload/components/job-upload-form';
import { PanelPage } from '../layout/panel-page';

/** /panel/user (spec 2.7): the new-request form above the jobs table. */
export function UserPanelRoute() {
  const { t } = useTranslation('customer');
  return (
    <UserOnly>
      <PanelPage title={t('panel.title')} lead={t('panel.lead')}>
        <JobUploadForm />
        <JobsCard />
      </PanelPage>
    </UserOnly>
  );
}
