import { addDays, DEADLINE_MAX_DAYS_AHEAD, todayInIstanbul } from 'shared-ui/contracts';

/** The earliest and latest dates the form offers: after today and after the current due date; at most 60 days ahead. */
export function deadlineBounds(currentDue: string, today = todayInIstanbul()): { min: string; max: string } {
  const dayAfter = addDays(currentDue > today ? currentDue : today, 1);
  return { min: dayAfter, max: addDays(today, DEADLINE_MAX_DAYS_AHEAD) };
}
