import { apiRequest, type Profile, type ProfileInput } from 'shared-ui';
import { profileKey } from './use-profile';

export interface SaveProfileResult {
  message: string;
  profile: Profile;
}

/** PUT /settings/profile. */
export function saveProfile(input: ProfileInput): Promise<SaveProfileResult> {
  return apiRequest<SaveProfileResult>(profileKey, { method: 'PUT', body: input });
}
