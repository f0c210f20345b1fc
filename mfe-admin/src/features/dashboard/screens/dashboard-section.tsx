import { useTranslation } from 'react-i18next';
import { Alert, Spinner, errorMessage } from 'shared-ui';
import { useAdminStats } from '../api/use-admin-stats';
import { AnalyticsCard } from '../components/analytics-card';
import { FinanceCard } from '../components/finance-card';
import { FailedMailsCard } from '../components/failed-mails-card';
import { StatCards } from '../components/stat-cards';
import { TodoCard } from '../components/todo-card';
import styles from '../components/dashboard.module.css';
import { dashboardTexts } from '../dashboard-texts';

/** Spec 2.9 Dashboard: the four counts, the office's to-do list, the monthly finance chart and the analytics link. */
export function DashboardSection() {
  const { t } = useTranslation('admin-dashboard');
  const { stats, error, isLoading } = useAdminStats();
  return (
    <div className={styles.section}>
      <header>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
      ) : isLoading || !stats ? (
        <Spinner />
      ) : (
        <StatCards stats={stats} />
      )}
      <TodoCard />
      <FailedMailsCard />
      <div className={styles.grid}>
        <FinanceCard />
        <AnalyticsCard />
      </div>
    </div>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [dashboardTexts];
