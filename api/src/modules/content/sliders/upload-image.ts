import type { File } from 'formidable';
import type { SliderImageResult } from 'shared-ui/contracts';
import { ValidationError } from '../../../errors/app-error';
import type { Storage } from '../../../lib/storage';
import { acceptUpload, filesOf } from '../../../lib/uploads';
import { sliderImagePrefix } from './service';

/** One image, checked by its bytes (5 MB, jpg/png/webp/gif), stored in the public sliders area. */
export async function storeSliderImage(
  storage: Storage,
  files: Record<string, File | File[]> | undefined,
): Promise<SliderImageResult> {
  const [file] = filesOf(files, 'image');
  if (!file) throw new ValidationError({ image: 'imageRequired' }, 'imageRequired');
  const accepted = await acceptUpload(file, 'image', 'image');
  const stored = await storage.put('sliders', accepted.tempPath, accepted.originalName);
  return { imagePath: `${sliderImagePrefix}${stored}` };
}
