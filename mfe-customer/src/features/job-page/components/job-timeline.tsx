import { useTranslation } from 'react-i18next';
import { formatDay, formatMoment, type JourneyEntryDto } from 'shared-ui';
import styles from './job-page.module.css';

/**
 * The job's moments, oldest first, in the shared vocabulary's plain words (common:journey.*); an accepted due-date
 * change names its new date ("Teslim tarihi 20 Haz 2099 olarak değiştirildi").
 */
export function JobTimeline({ entries }: { entries: JourneyEntryDto[] }) {
  const { t, i18n } = useTranslation('customer');
  return (
    <ol className={styles.timeline} data-testid="job-timeline">
      {entries.map((entry) => (
        <li key={entry.id} className={styles.moment}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.momentText}>
            {t(`common:journey.${entry.moment}`, { date: formatDay(entry.date, i18n.language) })}
          </span>
          <time className={styles.when} dateTime={entry.at}>
            {formatMoment(entry.at, i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  );
}
