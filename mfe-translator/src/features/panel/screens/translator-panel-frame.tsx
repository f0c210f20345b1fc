import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'shared-ui';
import styles from '../../../components/panel.module.css';

export const PANEL_PREFIX = 'translator-panel';

/** The translator panel's section with its title and intro; the tabs or the spinner below them. */
export function TranslatorPanelSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('translator');
  return (
    <section className={styles.panel} aria-labelledby={`${PANEL_PREFIX}-title`}>
      <header className={styles.intro}>
        <h1 id={`${PANEL_PREFIX}-title`}>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {children}
    </section>
  );
}

/**
 * /panel/translator as it stands before its counts are in (translator-panel.tsx: the tabs wait for them). The
 * server draws it into the page (expose/server.ts), so the panel's heading is on the screen before the scripts;
 * translator-panel-frame.test.tsx holds the two alike.
 */
export function TranslatorPanelFrame() {
  return (
    <TranslatorPanelSection>
      <Spinner />
    </TranslatorPanelSection>
  );
}
