import { useTranslation } from 'react-i18next';
import { errorMessage, useConfirmedAction, type AdminJobDto } from 'shared-ui';
import { useJobTransition, type JobTransition } from '../api/job-actions';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** Mark paid, cancel and revise ask first; the outcome is the server's message or the spec's default (spec 8). */
export function useTransitionConfirm(onNotice: (notice: Notice) => void) {
  const { t } = useTranslation('admin-jobs');
  const run = useJobTransition();
  return useConfirmedAction(async (action: JobTransition, job: AdminJobDto) => {
    try {
      await run(job.id, action);
      onNotice({ tone: 'success', text: t(`done.${action}`) });
    } catch (err) {
      onNotice({ tone: 'error', text: errorMessage(err, t(`failed.${action}`)) });
    }
  });
}
