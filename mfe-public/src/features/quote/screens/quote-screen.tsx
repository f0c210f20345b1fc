import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, paths, useSession } from 'shared-ui';
import { LegalisationPlanner, rememberCountry, rememberedCountry } from 'shared-ui/legalisation-planner';
import { PageLayout } from '../../../layout/page-layout';
import { Card } from '../../../layout/card';
import { EstimateForm } from '../components/estimate-form';
import { quoteNs, quoteTexts } from '../quote-texts';
import styles from './quote-screen.module.css';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [quoteTexts];

export const QUOTE_REDIRECT_MS = 2000;

/**
 * Spec 2.6, with the instant estimate: a visitor gets an estimate without an account and is offered sign-in or
 * registration to order (the spec sent them to /login first; see docs/decisions.md, "Price list and instant
 * estimate"). A user is welcomed and sent to the panel after 2 s unless they start using the estimate or the
 * legalisation planner (the redirect is for someone who only wanted the panel); other roles are warned. The
 * country chosen in the planner is carried to the order form.
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

  if (!session)
    return (
      <PageLayout title={t('title')}>
        <Card>
          <EstimateForm />
          <p className={styles.order}>
            {t('estimate.orderVisitor')}{' '}
            <Link to={paths.loginWithRedirect(paths.panel.user)}>{t('estimate.signIn')}</Link>
            {' · '}
            <Link to={paths.register}>{t('estimate.register')}</Link>
          </p>
        </Card>
      </PageLayout>
    );
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
              <EstimateForm />
            </div>
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
