import type { Knex } from 'knex';
import type { SliderDto } from 'shared-ui/contracts';
import { NotFoundError } from '../../../errors/app-error';
import type { Storage } from '../../../lib/storage';
import { slidersRepository, type SliderFields } from './repository';

export const sliderImagePrefix = '/uploads/sliders/';

/** Homepage slides. Publishing more than five is allowed: the admin page only shows the count as n / 5 (spec 5). */
export function slidersService(db: Knex, storage: Storage) {
  const sliders = slidersRepository(db);

  /** An uploaded image no slide uses any more is removed; images elsewhere (URLs, /images/) are not ours. */
  async function releaseImage(image: string): Promise<void> {
    if (!image.startsWith(sliderImagePrefix)) return;
    if ((await sliders.countUsingImage(image)) > 0) return;
    const fileName = image.slice(sliderImagePrefix.length);
    await storage.remove('sliders', fileName);
  }

  return {
    listPublished: (): Promise<SliderDto[]> => sliders.listPublished(),
    listAll: (): Promise<SliderDto[]> => sliders.listAll(),
    create: (fields: SliderFields): Promise<SliderDto> => sliders.insert(fields),

    async update(id: number, fields: SliderFields): Promise<SliderDto> {
      const before = await sliders.findById(id);
      const after = before && (await sliders.update(id, fields));
      if (!before || !after) throw new NotFoundError('sliderNotFound');
      if (before.image !== after.image) await releaseImage(before.image);
      return after;
    },

    async remove(id: number): Promise<void> {
      const slide = await sliders.findById(id);
      if (!slide || !(await sliders.remove(id))) throw new NotFoundError('sliderNotFound');
      await releaseImage(slide.image);
    },

    async saveOrder(items: { id: number; order: number }[]): Promise<void> {
      if (!(await sliders.saveOrder(items))) throw new NotFoundError('sliderNotFound');
    },
  };
}
