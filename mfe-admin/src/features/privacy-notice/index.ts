export { PrivacyNoticeCard } from './components/privacy-notice-card';
export { privacyNoticeTexts } from './privacy-notice-texts';
