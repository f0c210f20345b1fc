import { useTranslation } from 'react-i18next';
import type { Day, Warning } from '../ottoman-dates';
import { dateConverterNs } from './date-converter-texts';
import { formatDate, formatWeekday, type Language } from './format-date';
import type { Outcome } from './use-date-converter';
import styles from './date-converter.module.css';

/** The warning's text with its numbers (the year a date falls in, the Julian lag). */
function useWarningText(): (warning: Warning) => string {
  const { t } = useTranslation(dateConverterNs);
  return (warning) => {
    switch (warning.code) {
      case 'rumiEarlyMonths':
        return t('warnings.rumiEarlyMonths', { ...warning, earlier: warning.westernYear - 1 });
      case 'rumiYearOnly':
        return t('warnings.rumiYearOnly', { first: warning.years[0], second: warning.years[1] });
      case 'rumiJulian':
        return t('warnings.rumiJulian', { days: warning.days });
      default:
        return t(`warnings.${warning.code}`);
    }
  };
}

/**
 * The converted date (with its weekday) and what the reader must know about it. The region is always in the page
 * and polite, so a screen reader reads each new result once, after the click.
 */
export function ConversionResult({ outcome }: { outcome: Outcome | undefined }) {
  const { t, i18n } = useTranslation(dateConverterNs);
  const warningText = useWarningText();
  const language: Language = i18n.language === 'en' ? 'en' : 'tr';
  const calendarName = (day: Day) => t(`calendars.${day.calendar}`);
  const withWeekday = (day: Day) =>
    t('dateWithWeekday', { date: formatDate(day, language), weekday: formatWeekday(day, language) });

  let rows: { term: string; value: string }[] = [];
  let warnings: Warning[] = [];
  if (outcome?.kind === 'date') {
    const { from, to } = outcome.conversion;
    rows = [
      { term: calendarName(from), value: formatDate(from, language) },
      { term: calendarName(to), value: withWeekday(to) },
    ];
    warnings = outcome.conversion.warnings;
  } else if (outcome?.kind === 'year') {
    const { year, first, last } = outcome.span;
    rows = [
      { term: t('calendars.rumi'), value: String(year) },
      {
        term: calendarName(first),
        value: t('span', { first: formatDate(first, language), last: formatDate(last, language) }),
      },
    ];
    warnings = outcome.span.warnings;
  }

  return (
    <div aria-live="polite" data-testid="date-converter-result">
      {outcome && (
        <section className={styles.box} aria-label={t('resultLabel')}>
          <dl className={styles.pair}>
            {rows.map((row, index) => (
              <div key={row.term} className={index === rows.length - 1 ? styles.target : styles.source}>
                <dt>{row.term}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {warnings.length > 0 && (
            <ul className={styles.warnings} aria-label={t('warningsLabel')}>
              {warnings.map((warning) => (
                <li key={warning.code}>{warningText(warning)}</li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
