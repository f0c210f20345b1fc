import { useTranslation } from 'react-i18next';
import { StatusBadge, type AdminJobDto, displayStatus } from 'shared-ui';


export function JobStatusBadge({ job }: { job: AdminJobDto }) {
  const { t } = useTranslation('admin-jobs');
  const key = displayStatus(job);
  return <StatusBadge status={key} label={t(`filter.${key}`)} />;
}
