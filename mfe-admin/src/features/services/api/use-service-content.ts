import { useEffect, useState } from 'react';
import { apiRequest, type ContentLang } from 'shared-ui';

/**
 * GET /admin/services/{slug}/content?lang=: the HTML of one language, loaded whenever the service or the tab
 * changes. Spec 8: a failed load is only logged, and the editor empties.
 */
export function useServiceContent(slug: string, lang: ContentLang) {
  const [content, setContent] = useState('');
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setContent('');
    apiRequest<{ content: string }>(`/admin/services/${encodeURIComponent(slug)}/content?lang=${lang}`)
      .then((answer) => {
        if (current) setContent(answer.content);
      })
      .catch((err: unknown) => {
        console.error('Service content could not be loaded', err);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [slug, lang]);

  return { content, setContent, loading };
}
