import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider, ToastProvider, i18n } from 'shared-ui';
import { Layout } from '../layout/layout';
import { useSplashVisible } from '../layout/splash/splash';
import { LoginPopupHost } from '../session/login-popup-host';
import { NavigationEffects } from './navigation/navigation-effects';
import { SiteRoutes } from './site-routes';

export function App() {
  const splash = useSplashVisible();
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider>
        <ToastProvider>
          <BrowserRouter>
            <NavigationEffects />
            {/* The site renders under index.html's splash; `inert` keeps it out of reach until the splash is gone. */}
            <div inert={splash}>
              <Layout>
                <SiteRoutes />
              </Layout>
              <LoginPopupHost />
            </div>
          </BrowserRouter>
        </ToastProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}
