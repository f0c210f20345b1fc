import type { Locale } from 'shared-ui';
import { messageText } from 'shared-ui/contracts';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** The first issue per top-level field, as text in the interface language (issue messages are message codes). */
export function fieldErrors(issues: readonly IssueLike[], lang: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= messageText(issue.message, lang);
  }
  return out;
}
