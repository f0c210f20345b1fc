import { registerNamespace } from 'shared-ui';
import { siteSettingsEn } from '../../locales/en/site-settings';
import { siteSettingsTr } from '../../locales/tr/site-settings';

registerNamespace('admin-site', { tr: siteSettingsTr, en: siteSettingsEn });

export { SiteSettingsSection } from './components/site-settings-section';
