import { useState } from 'react';
import type { SliderDto } from 'shared-ui';

export interface SliderFormValues {
  image: string;
  title: string;
  description: string;
  /** English title and caption; empty means the Turkish is shown in English too. */
  title_en: string;
  description_en: string;
  link: string;
  /** The slide's tag, and its English (empty: the Turkish tag is shown on the English site too). */
  category: string;
  category_en: string;
  title_color: string;
  desc_color: string;
  status: boolean;
}

/** Spec 9: title #ffffff and description #dddddd unless the admin picks others. */
const empty: SliderFormValues = {
  image: '',
  title: '',
  description: '',
  title_en: '',
  description_en: '',
  link: '',
  category: '',
  category_en: '',
  title_color: '#ffffff',
  desc_color: '#dddddd',
  status: false,
};

/** The slider form's values; Edit on a card loads that slide, a successful save clears the form. */
export function useSliderForm() {
  const [values, setValues] = useState<SliderFormValues>(empty);
  const [editingId, setEditingId] = useState<number | null>(null);
  return {
    values,
    editingId,
    set: <K extends keyof SliderFormValues>(field: K, value: SliderFormValues[K]) =>
      setValues((v) => ({ ...v, [field]: value })),
    load: (slide: SliderDto) => {
      setEditingId(slide.id);
      setValues({
        image: slide.image,
        title: slide.title,
        description: slide.description,
        title_en: slide.title_en ?? '',
        description_en: slide.description_en ?? '',
        link: slide.link ?? '',
        category: slide.category ?? '',
        category_en: slide.category_en ?? '',
        title_color: slide.title_color,
        desc_color: slide.desc_color,
        status: slide.status,
      });
    },
    reset: () => {
      setEditingId(null);
      setValues(empty);
    },
  };
}
