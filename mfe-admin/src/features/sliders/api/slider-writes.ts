import { useSWRConfig } from 'swr';
import { apiRequest, type SliderDto, type SliderInput } from 'shared-ui';
import { slidersKey } from './use-sliders';

/** A slide's editable fields, as POST and PUT take them: all of them, or a PUT would clear the English ones. */
export const toSliderInput = (slide: SliderDto): SliderInput => ({
  image: slide.image,
  title: slide.title,
  description: slide.description,
  title_en: slide.title_en,
  description_en: slide.description_en,
  link: slide.link,
  category: slide.category,
  category_en: slide.category_en,
  status: slide.status,
  title_color: slide.title_color,
  desc_color: slide.desc_color,
});

/**
 * POST /admin/sliders, PUT /admin/sliders/{id} (also 'Yayına Al': the same fields with status true) and
 * DELETE /admin/sliders/{id}; the list is read again after each.
 */
export function useSliderWrites() {
  const { mutate } = useSWRConfig();
  const then = async (answer: Promise<unknown>) => {
    await answer;
    await mutate(slidersKey);
  };
  return {
    save: (input: SliderInput, id: number | null) =>
      then(
        apiRequest(id === null ? slidersKey : `${slidersKey}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body: input,
        }),
      ),
    publish: (slide: SliderDto) =>
      then(apiRequest(`${slidersKey}/${slide.id}`, { method: 'PUT', body: { ...toSliderInput(slide), status: true } })),
    remove: (id: number) => then(apiRequest(`${slidersKey}/${id}`, { method: 'DELETE' })),
  };
}
