import type { earningsTr } from './tr';

/** The earnings figures, in English. */
export const earningsEn: typeof earningsTr = {
  totalsLabel: 'Earnings summary',
  earned: 'Earned in all',
  paidOut: 'Paid out',
  outstanding: 'Still to be paid',
  monthsCaption: 'Earnings by month',
  month: 'Month',
  noMonths: 'No completed jobs yet.',
  paid: 'Paid',
  paidOn: '{{date}} · ref. {{reference}}',
  unpaid: 'Not paid yet',
};
