import type { SelectOption } from 'shared-ui';
import { rumiMonths } from '../ottoman-dates';
import type { InputCalendar } from './directions';
import { hijriMonthLabel, rumiMonthLabel, westernMonthLabel, type Language } from './format-date';

const twelve = Array.from({ length: 12 }, (_, i) => i + 1);

/** The month select's choices in the calendar's own order (the Rûmî year began with Mart). */
export function monthOptions(calendar: InputCalendar, language: Language): SelectOption[] {
  if (calendar === 'rumi') {
    return rumiMonths.map(({ month }) => ({ value: String(month), label: rumiMonthLabel(month, language) }));
  }
  const label = calendar === 'hijri' ? hijriMonthLabel : westernMonthLabel;
  return twelve.map((month) => ({ value: String(month), label: label(month, language) }));
}
