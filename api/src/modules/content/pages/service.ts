import type { Knex } from 'knex';
import type { PageDto, PublicPageDto } from 'shared-ui/contracts';
import { ConflictError, NotFoundError } from '../../../errors/app-error';
import { sanitizeForRender, sanitizeRichHtml } from '../sanitize-html';
import { isUniqueViolation } from '../unique-violation';
import { pagesRepository, type PageRow } from './repository';

export interface PageFields {
  title: string;
  slug: string;
  content: string;
}

const toPageDto = (row: PageRow): PageDto => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: sanitizeForRender(row.content),
});

/** Static pages (/sayfa/:slug): content is sanitized when saved and again whenever it is read. */
export function pagesService(db: Knex) {
  const pages = pagesRepository(db);

  async function save(fields: PageFields, id?: number): Promise<PageDto> {
    if (await pages.slugTakenByOther(fields.slug, id)) throw new ConflictError('slugTaken', { slug: 'slugTaken' });
    const clean = { title: fields.title, slug: fields.slug, content: sanitizeRichHtml(fields.content) };
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
    async publicBySlug(slug: string): Promise<PublicPageDto> {
      const row = await pages.findBySlug(slug);
      if (!row) throw new NotFoundError('pageNotFound');
      const { id: _id, ...page } = toPageDto(row);
      return page;
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
