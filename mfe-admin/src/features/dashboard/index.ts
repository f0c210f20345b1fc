import { registerNamespace } from 'shared-ui';
import { dashboardEn } from '../../locales/en/dashboard';
import { dashboardTr } from '../../locales/tr/dashboard';

registerNamespace('admin-dashboard', { tr: dashboardTr, en: dashboardEn });

export { DashboardSection } from './components/dashboard-section';
