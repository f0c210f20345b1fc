import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useToast, type CustomerJobDto } from 'shared-ui';
import { useCancelJob } from '../api/cancel-job';
import { useDeleteJob } from '../api/delete-job';
import type { JobAction } from './job-row-actions';

interface Pending {
  action: JobAction;
  job: CustomerJobDto;
}

/** Cancel and delete both ask first (spec 5, Other); the answer is a toast, the list refreshes itself. */
export function useJobConfirm() {
  const { t } = useTranslation('customer');
  const toast = useToast();
  const cancelJob = useCancelJob();
  const deleteJob = useDeleteJob();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    const { action, job } = pending;
    setBusy(true);
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
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    pending,
    busy,
    ask: (action: JobAction, job: CustomerJobDto) => setPending({ action, job }),
    confirm,
    dismiss: () => setPending(null),
  };
}
