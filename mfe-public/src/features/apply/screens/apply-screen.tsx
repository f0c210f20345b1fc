import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Spinner, paths } from 'shared-ui';
import { useStaticHtml } from '../../content/api/fetch-static-html';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { Prose } from '../../../layout/prose';
import { useContentLang } from '../../../utils/content-lang';
import { applyNs, applyTexts } from '../apply-texts';
import { splitIntro } from '../utils/split-intro';
import styles from './apply-screen.module.css';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [applyTexts];

/**
 * /apply: translatorapply/{lang}.html (our own file), with the way to the form after its intro paragraph (a
 * phone's reader need not scroll through the whole text to find it) and again at the end.
 */
export function ApplyScreen() {
  const { t } = useTranslation(applyNs);
  const lang = useContentLang();
  const { data, error, isLoading } = useStaticHtml(`/translatorapply/${lang}.html`);
  const text = data !== undefined && !error ? splitIntro(data) : null;
  const start = (className: string | undefined) => (
    <div className={className}>
      <Link to={paths.applyForm} className={styles.start}>
        {t('info.start')}
      </Link>
    </div>
  );
  return (
    <PageLayout title={t('info.title')}>
      <Card>
        {isLoading && <Spinner />}
        {error && <Alert tone="error">{t('info.loadFailed')}</Alert>}
        {text && (
          <>
            {text.intro && <Prose html={text.intro} />}
            {start(styles.early)}
            <Prose html={text.rest} />
          </>
        )}
        {start(styles.actions)}
      </Card>
    </PageLayout>
  );
}
