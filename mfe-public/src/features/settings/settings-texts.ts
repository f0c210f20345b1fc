import { registerNamespace } from 'shared-ui';
import { settingsEn } from '../../locales/en/settings';
import { settingsTr } from '../../locales/tr/settings';

export const settingsNs = 'settings';
registerNamespace(settingsNs, { tr: settingsTr, en: settingsEn });
