import { Route } from 'react-router-dom';
import { lazyScreen, paths } from 'shared-ui';
import { verificationPagePrefix } from 'shared-ui/contracts';

const ApplyFormScreen = lazyScreen(() => import('../features/apply/screens/apply-form-screen'), 'ApplyFormScreen');
const ApplyScreen = lazyScreen(() => import('../features/apply/screens/apply-screen'), 'ApplyScreen');
const ContactScreen = lazyScreen(() => import('../features/contact/screens/contact-screen'), 'ContactScreen');
const DateConverterScreen = lazyScreen(
  () => import('../features/date-converter/screens/date-converter-screen'),
  'DateConverterScreen',
);
const VerificationScreen = lazyScreen(
  () => import('../features/verification/screens/verification-screen'),
  'VerificationScreen',
);
const AboutScreen = lazyScreen(() => import('../features/content/screens/about-screen'), 'AboutScreen');
const PageScreen = lazyScreen(() => import('../features/content/screens/page-screen'), 'PageScreen');
const ServiceScreen = lazyScreen(() => import('../features/content/screens/service-screen'), 'ServiceScreen');
const HomeScreen = lazyScreen(() => import('../features/home/screens/home-screen'), 'HomeScreen');
const NotFoundScreen = lazyScreen(() => import('../features/not-found/not-found-screen'), 'NotFoundScreen');
const PrivacyNoticeScreen = lazyScreen(
  () => import('../features/privacy-notice/screens/privacy-notice-screen'),
  'PrivacyNoticeScreen',
);
const QuoteScreen = lazyScreen(() => import('../features/quote/screens/quote-screen'), 'QuoteScreen');
const TranslatorsScreen = lazyScreen(
  () => import('../features/translators/screens/translators-screen'),
  'TranslatorsScreen',
);

/**
 * Home, content pages, services, quote, apply, translators, the date converter, the verification of a delivered
 * translation; the catch-all "not found" comes last.
 */
export const siteRoutes = [
  <Route key="home" path={paths.home} element={<HomeScreen />} />,
  <Route key="about" path={paths.about} element={<AboutScreen />} />,
  <Route key="contact" path={paths.contact} element={<ContactScreen />} />,
  <Route key="translators" path={paths.translators} element={<TranslatorsScreen />} />,
  <Route key="quote" path={paths.quote} element={<QuoteScreen />} />,
  <Route key="apply" path={paths.apply} element={<ApplyScreen />} />,
  <Route key="apply-form" path={paths.applyForm} element={<ApplyFormScreen />} />,
  <Route key="page" path={paths.page(':slug')} element={<PageScreen />} />,
  <Route key="service" path={paths.service(':slug')} element={<ServiceScreen />} />,
  <Route key="date-converter" path={paths.dateConverter} element={<DateConverterScreen />} />,
  <Route key="privacy-notice" path={paths.privacyNotice} element={<PrivacyNoticeScreen />} />,
  ...Object.values(verificationPagePrefix).flatMap((prefix) => [
    <Route key={prefix} path={prefix} element={<VerificationScreen />} />,
    <Route key={`${prefix}/code`} path={`${prefix}/:code`} element={<VerificationScreen />} />,
  ]),
  <Route key="any" path="*" element={<NotFoundScreen />} />,
];
