import { Model } from 'objection';
import type { TestimonialStatus } from 'shared-ui/contracts';

export class Page extends Model {
  static override tableName = 'pages';
  declare id: number;
  declare title: string;
  declare slug: string;
  declare content: string;
  declare title_en: string | null;
  declare content_en: string | null;
  declare created_at: Date;
  declare updated_at: Date;
}

export class Service extends Model {
  static override tableName = 'services';
  declare id: number;
  declare slug: string;
  declare short_slug: string | null;
  declare title_tr: string;
  declare title_en: string;
  declare content_tr: string;
  declare content_en: string;
  declare created_at: Date;
  declare updated_at: Date;
}

export class Slider extends Model {
  static override tableName = 'sliders';
  declare id: number;
  declare image: string;
  declare title: string;
  declare description: string;
  declare link: string | null;
  declare category: string | null;
  declare status: boolean;
  declare title_color: string;
  declare desc_color: string;
  declare order: number;
  declare title_en: string | null;
  declare description_en: string | null;
  declare category_en: string | null;
  declare created_at: Date;
  declare updated_at: Date;
}

export class Testimonial extends Model {
  static override tableName = 'testimonials';
  declare id: number;
  declare user_id: number | null;
  declare name: string;
  declare comment: string;
  declare stars: number;
  declare status: TestimonialStatus;
  declare created_at: Date;
}

export class Certificate extends Model {
  static override tableName = 'certificates';
  declare id: number;
  declare user_id: number;
  declare file_name: string;
  declare mime: string;
  declare size: number;
  declare uploaded_at: Date;
}

/** An old slug of a renamed page answers with a redirect to the page's current slug. */
export class PageSlugRedirect extends Model {
  static override tableName = 'page_slug_redirects';
  static override idColumn = 'old_slug';
  declare old_slug: string;
  declare page_id: number;
}

/** One row: bumped on every admin content write, so every instance can drop its cached public content. */
export class ContentVersion extends Model {
  static override tableName = 'content_version';
  declare id: number;
  declare v: number;
}
