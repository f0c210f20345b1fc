import { useParams } from 'react-router-dom';
import { useService } from '../api/get-service';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { Prose } from '../../../layout/prose';
import { DateConverterCallout } from '../components/date-converter-callout';
import { QuoteCallout } from '../components/quote-callout';
import { useContentLang } from '../../../utils/content-lang';
import { dropLeadingTitle } from '../utils/drop-leading-title';
import { isOttomanService } from '../utils/is-ottoman-service';
import { RemoteContent } from './remote-content';
import { contentTexts } from '../content-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [contentTexts];

/**
 * /services/:slug in the current language; long and short slugs both work, an unknown one is not found. The Ottoman
 * service also leads to the date converter.
 */
export function ServiceScreen() {
  const { slug = '' } = useParams();
  const lang = useContentLang();
  const { data, error } = useService(slug, lang);
  return (
    <RemoteContent data={data} error={error}>
      {(service) => (
        <PageLayout title={service.title}>
          <Card>
            <Prose html={dropLeadingTitle(service.content, service.title)} />
          </Card>
          {isOttomanService(service.slug) && <DateConverterCallout />}
          <QuoteCallout />
        </PageLayout>
      )}
    </RemoteContent>
  );
}
