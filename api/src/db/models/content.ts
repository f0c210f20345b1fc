import { Model } from 'objection';

export class Page extends Model {
  static override tableName = 'pages';
  id!: number;
  title!: string;
  slug!: string;
  content!: string;
  created_at!: Date;
  updated_at!: Date;
}

export class Service extends Model {
  static override tableName = 'services';
  id!: number;
  slug!: string;
  short_slug!: string | null;
  title_tr!: string;
  title_en!: string;
  content_tr!: string;
  content_en!: string;
}

export class Slider extends Model {
  static override tableName = 'sliders';
  id!: number;
  image!: string;
  title!: string;
  description!: string;
  link!: string | null;
  category!: string | null;
  status!: boolean;
  title_color!: string;
  desc_color!: string;
  order!: number;
}

export class Testimonial extends Model {
  static override tableName = 'testimonials';
  id!: number;
  user_id!: number | null;
  name!: string;
  comment!: string;
  stars!: number;
  status!: 'pending' | 'approved';
  created_at!: Date;
}

export class Certificate extends Model {
  static override tableName = 'certificates';
  id!: number;
  user_id!: number;
  file_name!: string;
  mime!: string;
  size!: number;
  uploaded_at!: Date;
}
