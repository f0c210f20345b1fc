import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type AdminJobDto } from 'shared-ui';
import { useJobTransition, type JobTransition } from '../api/job-actions';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

interface Pending {
  action: JobTransition;
  job: AdminJobDto;
}

/** Mark paid, cancel and revise ask first; the outcome is the server's message or the spec's default (spec 8). */
export function useTransitionConfirm(onNotice: (notice: Notice) => void) {
  const { t } = useTranslation('admin-jobs');
  const run = useJobTransition();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    const { action, job } = pending;
    setBusy(true);
    try {
      await run(job.id, action);
      onNotice({ tone: 'success', text: t(`done.${action}`) });
    } catch (err) {
      onNotice({ tone: 'error', text: errorMessage(err, t(`failed.${action}`)) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    pending,
    busy,
    ask: (action: JobTransition, job: AdminJobDto) => setPending({ action, job }),
    confirm,
    dismiss: () => setPending(null),
  };
}
