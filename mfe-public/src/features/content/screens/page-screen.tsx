import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from 'shared-ui';
import { usePage } from '../api/get-page';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { Prose } from '../../../layout/prose';
import { dropLeadingTitle } from '../utils/drop-leading-title';
import { RemoteContent } from './remote-content';

/** /sayfa/:slug — a page an admin wrote. */
export function PageScreen() {
  const { slug = '' } = useParams();
  const { data, error } = usePage(slug);
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
            <Prose html={dropLeadingTitle(page.content, page.title)} />
          </Card>
        </PageLayout>
      )}
    </RemoteContent>
  );
}
