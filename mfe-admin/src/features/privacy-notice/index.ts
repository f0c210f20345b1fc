import { registerNamespace } from 'shared-ui';
import { privacyNoticeEn } from '../../locales/en/privacy-notice';
import { privacyNoticeTr } from '../../locales/tr/privacy-notice';

registerNamespace('admin-privacy', { tr: privacyNoticeTr, en: privacyNoticeEn });

export { PrivacyNoticeCard } from './components/privacy-notice-card';
