import { useId, type ReactNode } from 'react';
import styles from './settings-section.module.css';

interface SettingsSectionProps {
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'normal' | 'danger';
  children: ReactNode;
}

/** One titled card inside a settings tab. */
export function SettingsSection({ title, intro, tone = 'normal', children }: SettingsSectionProps) {
  const id = useId();
  return (
    <section className={tone === 'danger' ? `${styles.section} ${styles.danger}` : styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
