import { apiUpload } from 'shared-ui';

export interface AvatarResult {
  message: string;
  avatar_url: string;
}

/** POST /settings/avatar, multipart field `file`, with upload progress. */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<AvatarResult> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<AvatarResult>('/settings/avatar', form, onProgress);
}
