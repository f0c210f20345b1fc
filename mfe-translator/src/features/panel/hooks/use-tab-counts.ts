import { useAssignedJobs } from '../../assigned-jobs/api/assigned-jobs';
import { useCompletedJobs } from '../../completed-jobs/api/completed-jobs';
import { useMyOffers } from '../../my-offers/api/my-offers';
import { openJobsDefaultSort, useOpenJobs } from '../../open-jobs/api/open-jobs';
import type { PanelTab } from '../components/panel-tabs';

/**
 * Each tab's total, read from the first page of its list (the same cache the tab itself uses). `answered`: every
 * list has answered or failed, so the tab labels have their final width.
 */
export function useTabCounts(): {
  counts: Partial<Record<PanelTab, number>>;
  assignedCount: number | undefined;
  answered: boolean;
} {
  const assigned = useAssignedJobs();
  const open = useOpenJobs({ page: 1, sort: openJobsDefaultSort });
  const offered = useMyOffers({ page: 1 });
  const completed = useCompletedJobs({ page: 1 });
  return {
    counts: {
      assigned: assigned.data?.total,
      open: open.data?.total,
      offered: offered.data?.total,
      completed: completed.data?.total,
    },
    assignedCount: assigned.data?.items.length,
    answered: [assigned, open, offered, completed].every((list) => list.data !== undefined || list.error !== undefined),
  };
}
