import { Route } from 'react-router-dom';
import { paths } from 'shared-ui';
import { ApplyFormScreen } from '../features/apply/screens/apply-form-screen';
import { ApplyScreen } from '../features/apply/screens/apply-screen';
import { ContactScreen } from '../features/contact/screens/contact-screen';
import { AboutScreen } from '../features/content/screens/about-screen';
import { PageScreen } from '../features/content/screens/page-screen';
import { ServiceScreen } from '../features/content/screens/service-screen';
import { HomeScreen } from '../features/home/screens/home-screen';
import { NotFoundScreen } from '../features/not-found/not-found-screen';
import { QuoteScreen } from '../features/quote/screens/quote-screen';
import { TranslatorsScreen } from '../features/translators/screens/translators-screen';

/** Home, content pages, services, quote, apply, translators; the catch-all "not found" comes last. */
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
  <Route key="any" path="*" element={<NotFoundScreen />} />,
];
