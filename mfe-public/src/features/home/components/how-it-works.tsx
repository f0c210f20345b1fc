import { useTranslation } from 'react-i18next';
import { homeNs } from '../home-texts';
import section from './section.module.css';
import styles from './how-it-works.module.css';

const steps = ['upload', 'offer', 'pay', 'receive'] as const;

/** The four steps of an order: upload, offer, pay, receive (spec 2.4). */
export function HowItWorks() {
  const { t } = useTranslation(homeNs);
  return (
    <section className={section.section} aria-labelledby="steps-title">
      <h2 id="steps-title" className={section.heading}>
        {t('steps.title')}
      </h2>
      <p className={section.intro}>{t('steps.intro')}</p>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{t(`steps.${step}.title`)}</h3>
            <p className={styles.text}>{t(`steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
