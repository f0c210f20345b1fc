import { useEffect, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMediaQuery, useSession } from 'shared-ui';
import { Tabs, tabId } from 'shared-ui/tabs';
import { CertificatesBlock } from '../components/certificates-block';
import { DataRightsTab } from '../components/data-rights-tab';
import { DeleteAccountTab } from '../components/delete-account-tab';
import { LanguagesTab } from '../components/languages-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { PayoutTab } from '../components/payout-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';
import { SignInSecurity } from '../components/sign-in-security';
import { settingsNs, settingsTexts } from '../settings-texts';
import { tabFromSlug, tabSlugs, tabsFor, type SettingsTab } from '../utils/settings-tabs';
import styles from './settings-screen.module.css';
import { signInSecurityTexts } from '../sign-in-security-texts';
import { postalAddressTexts } from '../postal-address-texts';
import { privacyTexts } from '../../privacy-notice/privacy-notice-texts';
import { accountTexts } from '../../account/account-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [
  settingsTexts,
  signInSecurityTexts,
  postalAddressTexts,
  privacyTexts,
  accountTexts,
];

const PREFIX = 'settings';
const PANEL_ID = `${PREFIX}-panel`;

const content: Record<SettingsTab, () => JSX.Element> = {
  profile: ProfileTab,
  languages: LanguagesTab,
  certificates: CertificatesBlock,
  security: SecurityTab,
  notifications: NotificationsTab,
  payout: PayoutTab,
  privacy: DataRightsTab,
  deleteAccount: DeleteAccountTab,
};

/** Spec 2.10: a sidebar of tabs (across the top on a phone); the chosen tab lives in `?tab=` to survive a reload. */
export function SettingsScreen() {
  const { t } = useTranslation(settingsNs);
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const tabs = tabsFor(session?.user.role);
  const tab = tabFromSlug(search.get('tab'), tabs);
  const wide = useMediaQuery('(min-width: 861px)');
  const Content = content[tab];

  useEffect(() => {
    const selected = document.getElementById(tabId(PREFIX, tab));
    if (typeof selected?.scrollIntoView === 'function')
      selected.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <Tabs<SettingsTab>
            data-testid="settings-tabs"
            aria-label={t('tabsLabel')}
            aria-orientation={wide ? 'vertical' : 'horizontal'}
            className={styles.tabs}
            idPrefix={PREFIX}
            panelId={PANEL_ID}
            value={tab}
            onChange={(next) => setSearch(next === 'profile' ? {} : { tab: tabSlugs[next] }, { replace: true })}
            items={tabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          />
        </div>
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(PREFIX, tab)} className={styles.panel} tabIndex={-1}>
          <Content />
          {tab === 'security' && <SignInSecurity />}
        </div>
      </div>
    </div>
  );
}
