import { journeyMomentOf, type JobTimelineDto, type JourneyEntryDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { auditOf } from '../jobs/job-repository';
import { acceptedDatesByAudit } from '../deadline-changes/deadline-changes';

/**
 * The customer's timeline of an own job (ownership is checked by the caller): the audit rows as moments in plain
 * words, without who did them (the customer never sees the translator), and without rows that are not theirs
 * (file edits, hiding). Several offers in a row read as one "a quote arrived".
 */
export async function customerTimeline(deps: AppDeps, jobId: number): Promise<JobTimelineDto> {
  const entries: JourneyEntryDto[] = [];
  const rows = await auditOf(deps.db, jobId);
  // an accepted due-date change names its new date
  const newDates = await acceptedDatesByAudit(
    deps.db,
    rows.filter((r) => r.action === 'deadline_changed').map((r) => r.id),
  );
  for (const row of rows) {
    const moment = journeyMomentOf(row);
    if (!moment) continue;
    if (moment === 'offerArrived' && entries.at(-1)?.moment === 'offerArrived') continue;
    const date = newDates.get(row.id);
    entries.push({ id: row.id, moment, at: new Date(row.at).toISOString(), ...(date ? { date } : {}) });
  }
  const { usual_quote_hours } = await deps.siteSettings.read();
  return { entries, usual_quote_hours };
}
