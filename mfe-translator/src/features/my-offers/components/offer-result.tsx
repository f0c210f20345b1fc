import { useTranslation } from 'react-i18next';
import type { TranslatorOfferDto } from 'shared-ui';
import styles from '../../../components/badges.module.css';

/** Where an offer stands: still under review, won, lost to another translator, or the job was cancelled. */
export function OfferResult({ offer }: { offer: TranslatorOfferDto }) {
  const { t } = useTranslation('translator');
  const [key, tone] = offer.is_assigned_to_me
    ? (['won', styles.done] as const)
    : offer.job.status === 'waiting'
      ? (['pending', styles.pending] as const)
      : offer.job.status === 'cancelled'
        ? (['cancelled', styles.neutral] as const)
        : (['lost', styles.neutral] as const);
  return <span className={[styles.badge, tone].join(' ')}>{t(`offered.${key}`)}</span>;
}
