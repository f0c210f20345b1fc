import { useTranslation } from 'react-i18next';
import { formatMoment, type JourneyEntryDto } from 'shared-ui';
import styles from './job-page.module.css';

/** The job's moments, oldest first, in the shared vocabulary's plain words (common:journey.*). */
export function JobTimeline({ entries }: { entries: JourneyEntryDto[] }) {
  const { t, i18n } = useTranslation('customer');
  return (
    <ol className={styles.timeline} data-testid="job-timeline">
      {entries.map((entry) => (
        <li key={entry.id} className={styles.moment}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.momentText}>{t(`common:journey.${entry.moment}`)}</span>
          <time className={styles.when} dateTime={entry.at}>
            {formatMoment(entry.at, i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  );
}
