import useSWR from 'swr';
import type { JobTimelineDto } from 'shared-ui';

export const jobTimelineKey = (id: string) => `/user/job/${id}/timeline`;

/** GET /user/job/{id}/timeline: the job's moments in plain words and the office's usual quote time. */
export function useJobTimeline(id: string) {
  const { data, error } = useSWR<JobTimelineDto>(jobTimelineKey(id));
  return { timeline: data, error: error as unknown };
}
