import { useTranslation } from 'react-i18next';
import { Alert, Spinner, errorMessage } from 'shared-ui';
import { useAdminStats } from '../api/use-admin-stats';
import { useDashboardAnswered } from '../api/use-dashboard-answered';
import { AnalyticsCard } from '../components/analytics-card';
import { FinanceCard } from '../components/finance-card';
import { FailedMailsCard } from '../components/failed-mails-card';
import { StatCards } from '../components/stat-cards';
import { TodoCard } from '../components/todo-card';
import styles from '../components/dashboard.module.css';
import { DashboardPage } from './dashboard-frame';
import { dashboardTexts } from '../dashboard-texts';

/**
 * Spec 2.9 Dashboard: the four counts, the office's to-do list, the monthly finance chart and the analytics link.
 * The cards wait for every figure and are drawn at once (use-dashboard-answered.ts), so none pushes another down.
 */
export function DashboardSection() {
  const answered = useDashboardAnswered();
  return <DashboardPage>{answered ? <DashboardCards /> : <Spinner />}</DashboardPage>;
}

function DashboardCards() {
  const { t } = useTranslation('admin-dashboard');
  const { stats, error } = useAdminStats();
  return (
    <>
      {error || !stats ? (
        <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
      ) : (
        <StatCards stats={stats} />
      )}
      <TodoCard />
      <FailedMailsCard />
      <div className={styles.grid}>
        <FinanceCard />
        <AnalyticsCard />
      </div>
    </>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [dashboardTexts];
