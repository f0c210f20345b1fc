import { z } from 'zod';
import { isoDate, optionalText, requiredText, todayInIstanbul } from './common';
import {
  DEADLINE_MAX_DAYS_AHEAD,
  DEADLINE_NOTE_MAX,
  DEADLINE_REASON_MAX,
  addDays,
  type DeadlineRequestStatus,
} from './deadline-limits';

export * from './deadline-limits';

/**
 * The assigned translator of a job at work asks the office for a new due date, with a reason;
 * the office accepts (the job's delivery_date moves, the customer is told) or declines (with an optional note).
 * The limits and the day arithmetic the forms use are in deadline-limits.ts, without zod.
 */

/**
 * The date rules every client can check: after today in Istanbul, at most 60 days ahead. "Later than the job's
 * current due date" needs the job, so the server checks it (and the form, which knows the job).
 */
export const requestedDueDate = isoDate
  .refine((v) => v > todayInIstanbul(), 'deadlineNotAfterToday')
  .refine((v) => v <= addDays(todayInIstanbul(), DEADLINE_MAX_DAYS_AHEAD), 'deadlineTooFar');

/** POST /translator/job/{id}/deadline-request. */
export const deadlineRequestInput = z.object({
  delivery_date: z.string({ error: 'required' }).trim().min(1, 'required').pipe(requestedDueDate),
  reason: requiredText(DEADLINE_REASON_MAX, { multiline: true }),
});
export type DeadlineRequestInput = z.infer<typeof deadlineRequestInput>;

/** PUT /admin/deadline-request/{id}/decline: an optional note for the translator. */
export const deadlineDeclineInput = z.object({
  note: optionalText(DEADLINE_NOTE_MAX, { multiline: true }),
});
export type DeadlineDeclineInput = z.infer<typeof deadlineDeclineInput>;

/** A request as the translator who made it and the office see it. */
export interface DeadlineRequestDto {
  id: number;
  job_id: number;
  status: DeadlineRequestStatus;
  /** The job's due date when the request was made. */
  previous_date: string;
  requested_date: string;
  reason: string;
  created_at: string;
  decided_at: string | null;
  /** The office's note on a decline (null otherwise). */
  decision_note: string | null;
  /** The translator's name (office screens); null on the translator's own screen. */
  translator_name: string | null;
}

/** The answer of the ask, accept and decline calls. */
export interface DeadlineRequestAnswer {
  message: string;
  request: DeadlineRequestDto;
}
