import useSWR from 'swr';
import type { SliderDto } from 'shared-ui';

export const slidersKey = '/admin/sliders';

/** GET /admin/sliders: every slide, published or not, in the saved order. */
export function useSliders() {
  const { data, error, isLoading, mutate } = useSWR<SliderDto[]>(slidersKey);
  return { sliders: data ?? [], error: error as unknown, isLoading, mutate };
}
