import type { Knex } from 'knex';
import type { ContentLang, PageDto, PublicPageDto } from 'shared-ui/contracts';
import { ConflictError, NotFoundError } from '../../../errors/app-error';
import { sanitizeForRender, sanitizeRichHtml } from '../sanitize-html';
import { isUniqueViolation } from '../unique-violation';
import { pagesRepository, type PageRow, type PageWrite } from './repository';

export interface PageFields {
  title: string;
  slug: string;
  content: string;
  /** Left out (undefined), the stored English stays as it is. */
  title_en?: string | null;
  content_en?: string | null;
}

const toPageDto = (row: PageRow): PageDto => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: sanitizeForRender(row.content),
  title_en: row.title_en,
  content_en: row.content_en === null ? null : sanitizeForRender(row.content_en),
});

/** The page in `lang`: each English field, or the Turkish where it is empty. */
export function pageIn(page: PageDto, lang: ContentLang): PublicPageDto {
  const english = lang === 'en';
  const body = english && page.content_en?.trim() ? page.content_en : null;
  return {
    title: (english && page.title_en) || page.title,
    slug: page.slug,
    content: body ?? page.content,
    lang: body === null ? 'tr' : 'en',
  };
}

function cleanFields(fields: PageFields): PageWrite {
  const clean: PageWrite = { title: fields.title, slug: fields.slug, content: sanitizeRichHtml(fields.content) };
  if (fields.title_en !== undefined) clean.title_en = fields.title_en;
  if (fields.content_en !== undefined)
    clean.content_en = fields.content_en === null ? null : sanitizeRichHtml(fields.content_en) || null;
  return clean;
}

/** Static pages (/sayfa/:slug): content is sanitized when saved and again whenever it is read. */
export function pagesService(db: Knex) {
  const pages = pagesRepository(db);

  async function save(fields: PageFields, id?: number): Promise<PageDto> {
    if (await pages.slugTakenByOther(fields.slug, id)) throw new ConflictError('slugTaken', { slug: 'slugTaken' });
    const clean = cleanFields(fields);
    try {
      const row = id === undefined ? await pages.insert(clean) : await pages.update(id, clean);
      if (!row) throw new NotFoundError('pageNotFound');
      return toPageDto(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError('slugTaken', { slug: 'slugTaken' });
      throw err;
    }
  }

  return {
    list: async (): Promise<PageDto[]> => (await pages.listAll()).map(toPageDto),
    async publicBySlug(slug: string, lang: ContentLang = 'tr'): Promise<PublicPageDto> {
      const row = await pages.findBySlug(slug);
      if (!row) throw new NotFoundError('pageNotFound');
      return pageIn(toPageDto(row), lang);
    },
    /** The current slug of a page that used to live at `slug` (and no page lives there now), or null. */
    async movedSlugOf(slug: string): Promise<string | null> {
      if (await pages.findBySlug(slug)) return null;
      return (await pages.findByOldSlug(slug))?.slug ?? null;
    },
    create: (fields: PageFields) => save(fields),
    async update(id: number, fields: PageFields): Promise<PageDto> {
      const before = await pages.findById(id);
      if (!before) throw new NotFoundError('pageNotFound');
      const saved = await save(fields, id);
      if (before.slug !== saved.slug) await pages.rememberOldSlug(before.slug, saved.slug, id);
      return saved;
    },
    async remove(id: number): Promise<void> {
      if (!(await pages.remove(id))) throw new NotFoundError('pageNotFound');
    },
  };
}
