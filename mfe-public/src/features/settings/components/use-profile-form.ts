import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { getSession, updateSessionUser, type Profile, type ProfileInput } from 'shared-ui';
import { saveProfile } from '../api/save-profile';
import { profileKey } from '../api/use-profile';
import { settingsNs } from '../settings-texts';
import { useSettingsSave } from '../utils/use-settings-save';
import type { Location } from './location-fields';

export interface ProfileValues extends Location {
  name: string;
  surname: string;
  birth_date: string;
  phone: string | undefined;
  address: string;
}

function valuesOf(profile: Profile): ProfileValues {
  return {
    name: profile.name,
    surname: profile.surname,
    birth_date: profile.birth_date ?? '',
    phone: profile.phone ?? undefined,
    country: profile.country ?? '',
    city: profile.city ?? '',
    district: profile.district ?? '',
    address: profile.address ?? '',
  };
}

/** Empty optional fields are sent as null ("no value"), the way the contract reads them. */
function inputOf(values: ProfileValues): ProfileInput {
  const orNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    birth_date: orNull(values.birth_date),
    phone: orNull(values.phone),
    country: orNull(values.country),
    city: orNull(values.city),
    district: orNull(values.district),
    address: orNull(values.address),
  };
}

/** The profile form's state and its save (spec 8: 'Profil güncellendi!' / 'Hata oluştu.' or the field errors). */
export function useProfileForm(profile: Profile) {
  const { t } = useTranslation(settingsNs);
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(() => valuesOf(profile));
  const { errors, busy, save } = useSettingsSave();

  const set = (patch: Partial<ProfileValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) =>
    save(event, {
      send: () => saveProfile(inputOf(values)),
      saved: async (result) => {
        await mutate(profileKey, result.profile, { revalidate: false });
        const session = getSession();
        if (session) updateSessionUser({ ...session.user, name: result.profile.name, surname: result.profile.surname });
        return t('profile.saved');
      },
      // spec 8 names the one failure text for the profile; what the server says per field shows under the field
      failed: () => t('profile.failed'),
    });

  return { values, set, errors, busy, submit };
}
