import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from 'shared-ui';
import { useStaticHtml } from '../api/fetch-static-html';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { Prose } from '../../../layout/prose';
import { contentNs, contentTexts } from '../content-texts';
import { useContentLang } from '../../../utils/content-lang';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [contentTexts];

/** Spec 2.5: about-content/{locale}.html, our own file; a failure says the content could not be loaded. */
export function AboutScreen() {
  const { t } = useTranslation(contentNs);
  const lang = useContentLang();
  const { data, error, isLoading } = useStaticHtml(`/about-content/${lang}.html`);
  return (
    <PageLayout title={t('about.title')}>
      <Card>
        {isLoading && <Spinner label={t('loading')} />}
        {error && <Alert tone="error">{t('about.loadFailed')}</Alert>}
        {data !== undefined && !error && <Prose html={data} />}
      </Card>
    </PageLayout>
  );
}
