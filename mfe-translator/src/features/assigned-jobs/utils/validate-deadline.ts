import type { DeadlineRequestInput, Locale } from 'shared-ui';
import { deadlineRequestInput, messageText } from 'shared-ui/contracts';

// The check on its own module, for `import()`: the contract's schema brings zod and common.ts's schemas, which the
// panel does not need to draw itself (deadline-request.tsx fetches it when the form opens).

export interface DeadlineDraft {
  delivery_date: string;
  reason: string;
}

export type DeadlineErrors = Partial<Record<keyof DeadlineDraft, string>>;

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
