/** The earnings figures, shared by the translator's page and the office's view, in Turkish. */
export const earningsTr = {
  totalsLabel: 'Kazanç özeti',
  earned: 'Toplam kazanç',
  paidOut: 'Ödenen',
  outstanding: 'Bekleyen ödeme',
  monthsCaption: 'Aylara göre kazanç',
  month: 'Ay',
  noMonths: 'Henüz tamamlanmış iş yok.',
  paid: 'Ödendi',
  paidOn: '{{date}} · ref. {{reference}}',
  unpaid: 'Ödenmedi',
};
