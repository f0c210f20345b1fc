import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider, ToastProvider, i18n } from 'shared-ui';
import { Layout } from '../layout/layout';
import { Splash, splashWanted, useSplashVisible } from '../layout/splash/splash';
import { LoginPopupHost } from '../session/login-popup-host';
import { NavigationEffects } from './navigation/navigation-effects';
import { SiteRoutes } from './site-routes';

export function App() {
  const splash = useSplashVisible(undefined, splashWanted(window.location.pathname));
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider>
        <ToastProvider>
          <BrowserRouter>
            <NavigationEffects />
            {/* The site loads under the splash; `inert` keeps it out of reach until the splash is gone. */}
            <div inert={splash}>
              <Layout>
                <SiteRoutes />
              </Layout>
              <LoginPopupHost />
            </div>
            {splash && <Splash />}
          </BrowserRouter>
        </ToastProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}
