import type { DashboardResources } from '../tr/dashboard';

export const dashboardEn: DashboardResources = {
  title: 'Dashboard',
  intro: 'How the site is doing, and income and expenses over the last 12 months.',
  loadFailed: 'The statistics could not be loaded.',
  financeFailed: 'The finance figures could not be loaded.',
  counts: {
    label: 'Key figures',
    users: 'Users',
    translators: 'Approved translators',
    pendingJobs: 'Jobs in progress',
    completedJobs: 'Completed jobs',
  },
  finance: {
    title: 'Monthly finance',
    chartLabel: 'Chart of monthly income, expense, fixed expense and net profit over the last 12 months',
    empty: 'No finance figures yet.',
    tableCaption: 'Monthly finance table',
    showTable: 'Show the table',
    month: 'Month',
    total_income: 'Total income',
    total_expense: 'Translator payments',
    fixed_expense: 'Fixed expense',
    net_profit: 'Net profit',
    summary: 'Over the last 12 months: income {{income}}, net profit {{profit}}.',
  },
  analytics: {
    title: 'Visitor analytics',
    text: 'Visitor numbers and page views are in Google Analytics.',
    link: 'Open Google Analytics',
    newTab: '(opens in a new tab)',
  },
};
