import useSWR from 'swr';
import { apiRequest, type SliderDto } from 'shared-ui';

export const slidersKey = '/sliders';

/** Published slides in the admin's order (public call: no token). */
export const getSliders = (): Promise<SliderDto[]> => apiRequest<SliderDto[]>(slidersKey, { public: true });

export function useSliders() {
  return useSWR(slidersKey, getSliders);
}
