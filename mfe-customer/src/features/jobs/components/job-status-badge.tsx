import { useTranslation } from 'react-i18next';
import { StatusBadge, type CustomerJobDto, displayStatus } from 'shared-ui';


/** The status label of spec 4.1 (common:status.*), coloured by how far along the job is. */
export function JobStatusBadge({ job }: { job: CustomerJobDto }) {
  const { t } = useTranslation('common');
  const key = displayStatus(job);
  return <StatusBadge status={key} label={t(`status.${key}`)} />;
}
