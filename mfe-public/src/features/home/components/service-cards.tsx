import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { homeNs } from '../home-texts';
import { ServiceIcon, type ServiceIconName } from './service-icon';
import section from './section.module.css';
import styles from './service-cards.module.css';

/** Spec 2.4: the four translation services ask for a quote; revision needs a sign-in; notifications are settings. */
const cards: { key: ServiceIconName; to: string }[] = [
  { key: 'official', to: paths.quote },
  { key: 'sworn', to: paths.quote },
  { key: 'notary', to: paths.quote },
  { key: 'apostille', to: paths.quote },
  { key: 'revision', to: paths.login },
  { key: 'notifications', to: paths.settings },
];

export function ServiceCards() {
  const { t } = useTranslation(homeNs);
  return (
    <section className={section.section} aria-labelledby="services-title">
      <h2 id="services-title" className={section.heading}>
        {t('services.title')}
      </h2>
      <p className={section.intro}>{t('services.intro')}</p>
      <ul className={styles.grid}>
        {cards.map(({ key, to }) => (
          <li key={key} className={styles.card}>
            <ServiceIcon name={key} className={styles.icon} />
            <h3 className={styles.title}>{t(`services.${key}.title`)}</h3>
            <p className={styles.text}>{t(`services.${key}.text`)}</p>
            <Link
              to={to}
              className={styles.link}
              aria-label={`${t(`services.${key}.action`)}: ${t(`services.${key}.title`)}`}
            >
              {t(`services.${key}.action`)} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
