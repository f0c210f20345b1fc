import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from 'shared-ui';
import { usePage } from '../api/get-page';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { Prose } from '../../../layout/prose';
import { useContentLang } from '../../../utils/content-lang';
import { dropLeadingTitle } from '../utils/drop-leading-title';
import { RemoteContent } from './remote-content';
import { contentTexts } from '../content-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [contentTexts];

/**
 * /sayfa/:slug — a page an admin wrote, in the reader's language; a page with no English body yet shows the Turkish
 * one, marked as Turkish for screen readers.
 */
export function PageScreen() {
  const { slug = '' } = useParams();
  const lang = useContentLang();
  const { data, error } = usePage(slug, lang);
  const navigate = useNavigate();
  // An old address: the API answered 301 to the page's current slug; show that address too.
  useEffect(() => {
    if (data && data.slug !== slug) navigate(paths.page(data.slug), { replace: true });
  }, [data, slug, navigate]);
  return (
    <RemoteContent data={data} error={error}>
      {(page) => (
        <PageLayout title={page.title}>
          <Card>
            <div lang={page.lang === lang ? undefined : page.lang}>
              <Prose html={dropLeadingTitle(page.content, page.title)} />
            </div>
          </Card>
        </PageLayout>
      )}
    </RemoteContent>
  );
}
