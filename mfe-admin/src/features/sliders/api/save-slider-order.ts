import { apiRequest, type SliderDto } from 'shared-ui';
import { useSliders } from './use-sliders';

/**
 * Spec 4.2: the new order is saved right after the drop, as POST /admin/sliders/update-order with
 * [{id, order: index}]. The list shows the new order at once; a failure is logged (spec 8) and the saved order
 * is read back.
 */
export function useSaveSliderOrder() {
  const { mutate } = useSliders();
  return (ordered: SliderDto[]) =>
    mutate(
      async () => {
        await apiRequest(`/admin/sliders/update-order`, {
          method: 'POST',
          body: ordered.map((slide, index) => ({ id: slide.id, order: index })),
        });
        return ordered.map((slide, index) => ({ ...slide, order: index }));
      },
      { optimisticData: ordered, rollbackOnError: true, revalidate: false },
    ).catch((err: unknown) => {
      console.error('Slider order could not be saved', err);
      void mutate();
    });
}
