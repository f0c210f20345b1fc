import { lazyScreen } from 'shared-ui';
import { withTexts } from 'shared-ui/feature-texts';
import { routesFor, type ScreensByName } from './page-routes';

/**
 * Home, content pages, services, quote, apply, translators, the date converter, the verification of a delivered
 * translation and "not found" for any other path.
 */
export const siteScreens = {
  'home-screen': lazyScreen(() => import('../features/home/screens/home-screen').then(withTexts), 'HomeScreen'),
  'about-screen': lazyScreen(() => import('../features/content/screens/about-screen').then(withTexts), 'AboutScreen'),
  'contact-screen': lazyScreen(
    () => import('../features/contact/screens/contact-screen').then(withTexts),
    'ContactScreen',
  ),
  'translators-screen': lazyScreen(
    () => import('../features/translators/screens/translators-screen').then(withTexts),
    'TranslatorsScreen',
  ),
  'quote-screen': lazyScreen(() => import('../features/quote/screens/quote-screen').then(withTexts), 'QuoteScreen'),
  'apply-screen': lazyScreen(() => import('../features/apply/screens/apply-screen').then(withTexts), 'ApplyScreen'),
  'apply-form-screen': lazyScreen(
    () => import('../features/apply/screens/apply-form-screen').then(withTexts),
    'ApplyFormScreen',
  ),
  'page-screen': lazyScreen(() => import('../features/content/screens/page-screen').then(withTexts), 'PageScreen'),
  'service-screen': lazyScreen(
    () => import('../features/content/screens/service-screen').then(withTexts),
    'ServiceScreen',
  ),
  'date-converter-screen': lazyScreen(
    () => import('../features/date-converter/screens/date-converter-screen').then(withTexts),
    'DateConverterScreen',
  ),
  'privacy-notice-screen': lazyScreen(
    () => import('../features/privacy-notice/screens/privacy-notice-screen').then(withTexts),
    'PrivacyNoticeScreen',
  ),
  'verification-screen': lazyScreen(
    () => import('../features/verification/screens/verification-screen').then(withTexts),
    'VerificationScreen',
  ),
  'not-found-screen': lazyScreen(
    () => import('../features/not-found/screens/not-found-screen').then(withTexts),
    'NotFoundScreen',
  ),
} satisfies ScreensByName;

export const siteRoutes = routesFor(siteScreens);
