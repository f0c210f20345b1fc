import { useTranslation } from 'react-i18next';
import { whatsappLink } from 'shared-ui';
import { useHideOnScroll } from './use-hide-on-scroll';
import styles from './floating.module.css';

const WHATSAPP_ICON =
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 2.9 2.9 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.4 3.9c1.7.7 2.3.8 3.1.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z';

/**
 * Spec 2.3: a floating WhatsApp button with a prefilled message, opening in a new tab. On a phone it steps aside
 * while the page is scrolled down (useHideOnScroll) and comes back on a scroll up or when focused.
 */
export function WhatsAppButton() {
  const { t } = useTranslation('common');
  const away = useHideOnScroll();
  return (
    <a
      className={away ? `${styles.whatsapp} ${styles.away}` : styles.whatsapp}
      href={whatsappLink(t('whatsapp.defaultMessage'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
    >
      <svg
        className={styles.whatsappIcon}
        viewBox="0 0 24 24"
        width="30"
        height="30"
        aria-hidden="true"
        focusable="false"
      >
        <path d={WHATSAPP_ICON} fill="currentColor" />
      </svg>
    </a>
  );
}
