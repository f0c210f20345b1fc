import { lazyScreen } from 'shared-ui';
import { routesFor, type ScreensByName } from './page-routes';

/**
 * Home, content pages, services, quote, apply, translators, the date converter, the verification of a delivered
 * translation and "not found" for any other path.
 */
export const siteScreens = {
  'home-screen': lazyScreen(() => import('../features/home/screens/home-screen'), 'HomeScreen'),
  'about-screen': lazyScreen(() => import('../features/content/screens/about-screen'), 'AboutScreen'),
  'contact-screen': lazyScreen(() => import('../features/contact/screens/contact-screen'), 'ContactScreen'),
  'translators-screen': lazyScreen(
    () => import('../features/translators/screens/translators-screen'),
    'TranslatorsScreen',
  ),
  'quote-screen': lazyScreen(() => import('../features/quote/screens/quote-screen'), 'QuoteScreen'),
  'apply-screen': lazyScreen(() => import('../features/apply/screens/apply-screen'), 'ApplyScreen'),
  'apply-form-screen': lazyScreen(() => import('../features/apply/screens/apply-form-screen'), 'ApplyFormScreen'),
  'page-screen': lazyScreen(() => import('../features/content/screens/page-screen'), 'PageScreen'),
  'service-screen': lazyScreen(() => import('../features/content/screens/service-screen'), 'ServiceScreen'),
  'date-converter-screen': lazyScreen(
    () => import('../features/date-converter/screens/date-converter-screen'),
    'DateConverterScreen',
  ),
  'privacy-notice-screen': lazyScreen(
    () => import('../features/privacy-notice/screens/privacy-notice-screen'),
    'PrivacyNoticeScreen',
  ),
  'verification-screen': lazyScreen(
    () => import('../features/verification/screens/verification-screen'),
    'VerificationScreen',
  ),
  'not-found-screen': lazyScreen(() => import('../features/not-found/not-found-screen'), 'NotFoundScreen'),
} satisfies ScreensByName;

export const siteRoutes = routesFor(siteScreens);
