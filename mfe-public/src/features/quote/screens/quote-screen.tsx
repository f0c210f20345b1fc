import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert, paths, useSession } from 'shared-ui';
import { LegalisationPlanner, rememberCountry, rememberedCountry } from 'shared-ui/legalisation-planner';
import { PageLayout } from '../../../layout/page-layout';
import { Card } from '../../../layout/card';
import { quoteNs } from '../quote-texts';
import styles from './quote-screen.module.css';

export const QUOTE_REDIRECT_MS = 2000;

/**
 * Spec 2.6: a visitor signs in first; a user is welcomed and sent to the panel after 2 s; other roles are warned.
 * Issue 14 adds the legalisation planner for the user: once they start using it the page stays (the redirect is
 * for someone who only wanted the panel), and the country chosen is carried to the order form.
 */
export function QuoteScreen() {
  const { t } = useTranslation(quoteNs);
  const session = useSession();
  const navigate = useNavigate();
  const isUser = session?.user.role === 'user';
  const [planning, setPlanning] = useState(false);
  const [country, setCountry] = useState(rememberedCountry);

  useEffect(() => {
    if (!isUser || planning) return undefined;
    const id = window.setTimeout(() => navigate(paths.panel.user), QUOTE_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [isUser, planning, navigate]);

  const choose = (code: string) => {
    setCountry(code);
    rememberCountry(code);
  };

  // the spec's address, literally: /login?redirect=/quote ('/' needs no escaping in a query)
  if (!session) return <Navigate to={`${paths.login}?redirect=${paths.quote}`} replace />;
  return (
    <PageLayout title={t('title')}>
      <Card>
        {isUser ? (
          <>
            <p className={styles.welcome} role="status">
              {planning ? t('welcomePlanning', { name: session.user.name }) : t('welcome', { name: session.user.name })}
            </p>
            <Link to={paths.panel.user} className={styles.link}>
              {t('goNow')}
            </Link>
            <div className={styles.planner} onFocus={() => setPlanning(true)} onPointerDown={() => setPlanning(true)}>
              <LegalisationPlanner value={country} onChange={choose} />
            </div>
          </>
        ) : (
          <>
            <Alert tone="warning">{t('onlyUsers')}</Alert>
            <Link to={paths.home} className={styles.link}>
              {t('backHome')}
            </Link>
          </>
        )}
      </Card>
    </PageLayout>
  );
}
