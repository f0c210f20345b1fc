/**
 * The admin dashboard's to-do list: what waits for the office, each with how many and where to act on it. The
 * keys are fixed and in this order; the admin remote maps each to its text and link.
 */
export const adminTodoKeys = [
  'pendingApplicants',
  'jobsAwaitingPrice',
  'reportedPayments',
  'unreadMessages',
  'dueDateRequests',
  'revisionRequests',
  'failedMails',
] as const;
export type AdminTodoKey = (typeof adminTodoKeys)[number];

/** GET /admin/todo. */
export interface AdminTodoDto {
  items: { key: AdminTodoKey; count: number }[];
}
