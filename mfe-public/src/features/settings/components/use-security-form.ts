import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError, errorMessage, getSession, setSession } from 'shared-ui';
import { changeSecurity } from '../api/change-security';
import { profileKey } from '../api/use-profile';
import { settingsNs } from '../settings-texts';

const empty = { currentPassword: '', email: '', newPassword: '', newPasswordRepeat: '' };
export type SecurityValues = typeof empty;

export interface SecurityOutcome {
  tone: 'success' | 'error';
  message: string;
  pendingEmail?: string;
}

/** Spec 5 Security change: current password required, new passwords must match, empty values go as null. */
export function useSecurityForm() {
  const { t } = useTranslation(settingsNs);
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof SecurityValues, string>>>({});
  const [outcome, setOutcome] = useState<SecurityOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<SecurityValues>) => setValues((current) => ({ ...current, ...patch }));

  const check = (): boolean => {
    const found: typeof errors = {};
    if (!values.currentPassword) found.currentPassword = t('security.currentRequired');
    if ((values.newPassword || values.newPasswordRepeat) && values.newPassword !== values.newPasswordRepeat)
      found.newPasswordRepeat = t('security.mismatch');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!check()) return;
    setBusy(true);
    try {
      const result = await changeSecurity({
        currentPassword: values.currentPassword,
        email: values.email.trim() || null,
        newPassword: values.newPassword || null,
      });
      // a new password revokes every session; the answer's token keeps this one signed in
      const session = getSession();
      if (result.token && session) setSession({ token: result.token, user: session.user });
      setValues(empty);
      setOutcome({
        tone: 'success',
        message: result.message || t('security.done'),
        pendingEmail: result.pending_email,
      });
      if (result.pending_email) void mutate(profileKey);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      setOutcome({ tone: 'error', message: errorMessage(err, t('security.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return { values, set, errors, outcome, busy, submit };
}
