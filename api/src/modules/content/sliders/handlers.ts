import type { File } from 'formidable';
import type { z } from 'zod';
import { messageText, type sliderInput, type sliderOrderInput } from 'shared-ui/contracts';
import type { Storage } from '../../../lib/storage';
import type { RouteContext } from '../../../middleware/validate';
import type { slidersService } from './service';
import { storeSliderImage } from './upload-image';

type Sliders = ReturnType<typeof slidersService>;
type ById = { params: { id: number } };
type SliderBody = { body: z.output<typeof sliderInput> };

export function sliderHandlers(sliders: Sliders, storage: Storage) {
  return {
    async listPublishedSliders(ctx: RouteContext) {
      ctx.body = await sliders.listPublished();
    },
    async listSliders(ctx: RouteContext) {
      ctx.body = await sliders.listAll();
    },
    async createSlider(ctx: RouteContext<SliderBody>) {
      const slider = await sliders.create(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { message: messageText('sliderSaved', ctx.state.locale), slider };
    },
    async updateSlider(ctx: RouteContext<ById & SliderBody>) {
      const slider = await sliders.update(ctx.state.input.params.id, ctx.state.input.body);
      ctx.body = { message: messageText('sliderSaved', ctx.state.locale), slider };
    },
    async deleteSlider(ctx: RouteContext<ById>) {
      await sliders.remove(ctx.state.input.params.id);
      ctx.body = { message: messageText('sliderDeleted', ctx.state.locale) };
    },
    async updateSliderOrder(ctx: RouteContext<{ body: z.output<typeof sliderOrderInput> }>) {
      await sliders.saveOrder(ctx.state.input.body);
      ctx.body = { message: messageText('sliderOrderSaved', ctx.state.locale) };
    },
    async uploadSliderImage(ctx: RouteContext) {
      ctx.status = 201;
      ctx.body = await storeSliderImage(storage, ctx.request.files as Record<string, File | File[]> | undefined);
    },
  };
}
