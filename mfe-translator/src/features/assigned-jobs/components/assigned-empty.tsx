import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { useOwnPayoutDetails } from '../api/own-payout-details';
import { useOwnProfile } from '../api/own-profile';
import { accountGaps, type AccountGap } from '../utils/account-gaps';
import styles from '../../../components/panel.module.css';

/** The settings tab each gap is filled on (`?tab=` slugs of the settings page in mfe-public). */
const settingsTab: Record<AccountGap, string> = {
  phone: 'profil',
  languages: 'dillerim',
  payout: 'odeme-bilgileri',
};

/**
 * No assigned job yet: say where work comes from (the open jobs, to offer on) and, when the account lacks
 * something the office needs, link straight to it.
 */
export function AssignedEmpty() {
  const { t } = useTranslation('translator');
  const { data: profile } = useOwnProfile();
  const { data: payout } = useOwnPayoutDetails();
  const gaps = accountGaps(profile, payout);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('assigned.empty')}</p>
      <p>{t('assigned.emptyHow')}</p>
      <Link className={styles.emptyAction} to="?tab=open">
        {t('assigned.browseOpen')}
      </Link>
      {gaps.length > 0 && (
        <div className={styles.gaps}>
          <h2 className={styles.gapsTitle}>{t('assigned.gapsTitle')}</h2>
          <ul>
            {gaps.map((gap) => (
              <li key={gap}>
                <Link to={`${paths.settings}?tab=${settingsTab[gap]}`}>{t(`assigned.gaps.${gap}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
