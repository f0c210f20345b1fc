import { useTranslation } from 'react-i18next';
import styles from './footer.module.css';

const icons = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm5.5-3.2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  linkedin:
    'M4 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v12h-3zm6 0h3v1.7c.6-1 1.9-2 3.8-2 3.3 0 4.2 2 4.2 5.2V21h-3v-6.3c0-1.6-.4-2.9-2-2.9s-3 1.2-3 3V21h-3z',
  x: 'M3 3h5l4.3 6L17.5 3H21l-7 8.3L21.5 21h-5l-4.7-6.4L6.2 21H2.7l7.4-8.6z',
} as const;

type Network = keyof typeof icons;
const networks = Object.keys(icons) as Network[];

/**
 * Spec 2.3 names social-media placeholders: there are no accounts yet, so these are plainly labelled as coming
 * soon and lead nowhere, rather than links that pretend to.
 */
export function SocialPlaceholders() {
  const { t } = useTranslation('shell');
  return (
    <ul className={styles.social}>
      {networks.map((network) => (
        <li key={network}>
          <span
            className={styles.socialIcon}
            role="img"
            aria-disabled="true"
            aria-label={`${t(`social.${network}`)} (${t('soon')})`}
            title={`${t(`social.${network}`)} — ${t('soon')}`}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d={icons[network]} fill="currentColor" />
            </svg>
          </span>
        </li>
      ))}
    </ul>
  );
}
