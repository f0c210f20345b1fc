import { useFailedMails } from './failed-mails';
import { useAdminStats } from './use-admin-stats';
import { useAdminTodo } from './use-admin-todo';
import { useFinance } from './use-finance';

/**
 * Whether every figure of the dashboard has answered (or failed): the counts, the to-do list, the failed mails and
 * the finance rows. The cards are drawn together once it is true: drawn as each answer came, each one pushed the
 * cards under it down the screen.
 */
export function useDashboardAnswered(): boolean {
  const stats = useAdminStats();
  const todo = useAdminTodo();
  const failed = useFailedMails();
  const finance = useFinance();
  return (
    (stats.stats !== undefined || stats.error !== undefined) &&
    (todo.todo !== undefined || todo.error !== undefined) &&
    (failed.tasks !== undefined || failed.error !== undefined) &&
    !finance.isLoading
  );
}
