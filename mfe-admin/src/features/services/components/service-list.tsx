import { useTranslation } from 'react-i18next';
import { Button, type ServiceSummaryDto } from 'shared-ui';
import styles from './services.module.css';

interface Props {
  services: ServiceSummaryDto[];
  selected: string | null;
  onEdit: (service: ServiceSummaryDto) => void;
  onDelete: (service: ServiceSummaryDto) => void;
}

/** Every service with both titles, its address, Edit and Delete. */
export function ServiceList({ services, selected, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('admin-services');
  const english = i18n.language === 'en';
  if (services.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('list.title')}>
      {services.map((service) => (
        <li
          key={service.slug}
          className={service.slug === selected ? `${styles.item} ${styles.itemOn}` : styles.item}
          aria-current={service.slug === selected || undefined}
        >
          <div className={styles.itemText}>
            <strong>{english ? service.title_en : service.title_tr}</strong>
            <span className={styles.itemSub}>{english ? service.title_tr : service.title_en}</span>
            <a className={styles.itemLink} href={`/services/${service.slug}`} target="_blank" rel="noopener noreferrer">
              /services/{service.slug}
              <span className="visually-hidden"> {t('list.newTab')}</span>
            </a>
          </div>
          <div className={styles.itemActions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t('list.edit')}: ${service.title_tr}`}
              onClick={() => onEdit(service)}
            >
              {t('list.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`${t('list.delete')}: ${service.title_tr}`}
              onClick={() => onDelete(service)}
            >
              {t('list.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
