import { journeyMomentOf, type JobTimelineDto, type JourneyEntryDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { auditOf } from '../jobs/job-repository';
import { readSiteSettings } from '../site-settings/site-settings';

/**
 * The customer's timeline of an own job (ownership is checked by the caller): the audit rows as moments in plain
 * words, without who did them (the customer never sees the translator), and without rows that are not theirs
 * (file edits, hiding). Several offers in a row read as one "a quote arrived".
 */
export async function customerTimeline(deps: AppDeps, jobId: number): Promise<JobTimelineDto> {
  const entries: JourneyEntryDto[] = [];
  for (const row of await auditOf(deps.db, jobId)) {
    const moment = journeyMomentOf(row);
    if (!moment) continue;
    if (moment === 'offerArrived' && entries.at(-1)?.moment === 'offerArrived') continue;
    entries.push({ id: row.id, moment, at: new Date(row.at).toISOString() });
  }
  const { usual_quote_hours } = await readSiteSettings(deps);
  return { entries, usual_quote_hours };
}
