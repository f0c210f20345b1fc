import type { DeadlineRequestInput, Locale } from 'shared-ui';
import {
  addDays,
  deadlineRequestInput,
  DEADLINE_MAX_DAYS_AHEAD,
  messageText,
  todayInIstanbul,
} from 'shared-ui/contracts';

export interface DeadlineDraft {
  delivery_date: string;
  reason: string;
}

export type DeadlineErrors = Partial<Record<keyof DeadlineDraft, string>>;

/** The earliest and latest dates the form offers: after today and after the current due date; at most 60 days ahead. */
export function deadlineBounds(currentDue: string, today = todayInIstanbul()): { min: string; max: string } {
  const dayAfter = addDays(currentDue > today ? currentDue : today, 1);
  return { min: dayAfter, max: addDays(today, DEADLINE_MAX_DAYS_AHEAD) };
}

/**
 * The shared contract's rules (required, after today in Istanbul, at most 60 days ahead, a reason of at most 1,000
 * characters) with the server's own messages, plus "later than the current due date", which the form knows.
 */
export function validateDeadline(
  draft: DeadlineDraft,
  currentDue: string,
  lang: Locale,
): { input: DeadlineRequestInput } | { errors: DeadlineErrors } {
  const errors: DeadlineErrors = {};
  const parsed = deadlineRequestInput.safeParse(draft);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'delivery_date' || key === 'reason') && !errors[key]) errors[key] = messageText(issue.message, lang);
    }
  if (!errors.delivery_date && draft.delivery_date && draft.delivery_date <= currentDue)
    errors.delivery_date = messageText('deadlineNotLater', lang);
  if (errors.delivery_date || errors.reason || !parsed.success) return { errors };
  return { input: parsed.data };
}
