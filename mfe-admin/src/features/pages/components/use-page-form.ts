import { useState } from 'react';
import type { PageDto } from 'shared-ui';
import { slugify } from 'shared-ui/contracts';

export interface PageFormValues {
  title: string;
  slug: string;
  content: string;
  /** Empty: the English page shows the Turkish. */
  title_en: string;
  content_en: string;
}

const empty: PageFormValues = { title: '', slug: '', content: '', title_en: '', content_en: '' };

/**
 * The page form's values. Spec 2.9.4: while creating, the slug follows the title (slugify) until the admin
 * types in the slug field; a page loaded for editing keeps its slug.
 */
export function usePageForm() {
  const [values, setValues] = useState<PageFormValues>(empty);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [slugEdited, setSlugEdited] = useState(false);

  return {
    values,
    editingId,
    setTitle: (title: string) =>
      setValues((v) => ({ ...v, title, slug: editingId === null && !slugEdited ? slugify(title) : v.slug })),
    setSlug: (slug: string) => {
      setSlugEdited(true);
      setValues((v) => ({ ...v, slug }));
    },
    setContent: (content: string) => setValues((v) => ({ ...v, content })),
    setTitleEn: (title_en: string) => setValues((v) => ({ ...v, title_en })),
    setContentEn: (content_en: string) => setValues((v) => ({ ...v, content_en })),
    load: (page: PageDto) => {
      setValues({
        title: page.title,
        slug: page.slug,
        content: page.content,
        title_en: page.title_en ?? '',
        content_en: page.content_en ?? '',
      });
      setEditingId(page.id);
      setSlugEdited(true);
    },
    reset: () => {
      setValues(empty);
      setEditingId(null);
      setSlugEdited(false);
    },
  };
}
