import { useTranslation } from 'react-i18next';
import { errorMessage, useConfirmedAction, useToast, type CustomerJobDto } from 'shared-ui';
import { useCancelJob } from '../api/cancel-job';
import { useDeleteJob } from '../api/delete-job';
import type { JobAction } from './job-row-actions';

/** Cancel and delete both ask first (spec 5, Other); the answer is a toast, the list refreshes itself. */
export function useJobConfirm() {
  const { t } = useTranslation('customer');
  const toast = useToast();
  const cancelJob = useCancelJob();
  const deleteJob = useDeleteJob();
  return useConfirmedAction(async (action: JobAction, job: CustomerJobDto) => {
    try {
      await (action === 'cancel' ? cancelJob(job.id) : deleteJob(job.id));
      toast.show({
        tone: 'success',
        message: t(action === 'cancel' ? 'jobs.cancelled' : 'jobs.deleted'),
        duration: 3000,
      });
    } catch (err) {
      const failed = t(action === 'cancel' ? 'jobs.cancelFailed' : 'jobs.deleteFailed');
      const detail = errorMessage(err, '');
      toast.show({ tone: 'error', message: failed, detail: detail || undefined, duration: 6000 });
    }
  });
}
