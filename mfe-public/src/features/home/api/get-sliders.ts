import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiRequest, type SliderDto } from 'shared-ui';
import { publicPageData } from 'shared-ui/contracts';

/** The public pages table's key for the home page's data, which the server preloads and draws with. */
export const slidersKey = publicPageData.sliders();

/** Published slides in the admin's order (public call: no token). */
export const getSliders = (): Promise<SliderDto[]> => apiRequest<SliderDto[]>(slidersKey, { public: true });

/** In English a slide shows its English title and caption where the admin wrote them; the Turkish otherwise. */
export function localizeSlide(slide: SliderDto, lang: string): SliderDto {
  if (lang !== 'en') return slide;
  return { ...slide, title: slide.title_en || slide.title, description: slide.description_en || slide.description };
}

export function useSliders() {
  const { i18n } = useTranslation();
  const result = useSWR(slidersKey, getSliders);
  const data = useMemo(() => result.data?.map((s) => localizeSlide(s, i18n.language)), [result.data, i18n.language]);
  return { ...result, data };
}
