import { apiUpload, type SliderImageResult } from 'shared-ui';

/** POST /admin/sliders/upload (multipart field image); the answer's imagePath becomes the slide's image. */
export async function uploadSliderImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiUpload<SliderImageResult>('/admin/sliders/upload', form, onProgress);
  return answer.imagePath;
}
