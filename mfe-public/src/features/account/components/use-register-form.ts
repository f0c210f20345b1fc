import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from 'shared-ui';
import { messageText, registerInput } from 'shared-ui/contracts';
import { register } from '../api/register';
import { fieldErrors } from '../utils/field-errors';
import { registerFailure } from '../utils/register-failure';
import { useCarriedRedirect } from '../utils/carried-redirect';
import { useLocale } from '../utils/use-locale';

export interface RegisterValues {
  name: string;
  surname: string;
  birth_date: string;
  phone: string | undefined;
  email: string;
  password: string;
  terms: boolean;
  privacy: boolean;
  hp: string;
}

const initial: RegisterValues = {
  name: '',
  surname: '',
  birth_date: '',
  phone: undefined,
  email: '',
  password: '',
  terms: false,
  privacy: false,
  hp: '',
};
const requiredFields = ['name', 'surname', 'birth_date', 'phone', 'email', 'password'] as const;

/** Registration state and submit: the API's own zod schema checks the form first, then the server answers. */
export function useRegisterForm() {
  const { t } = useTranslation('account');
  const lang = useLocale();
  const navigate = useNavigate();
  const { redirect, to } = useCarriedRedirect();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function set<K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = requiredFields.filter((f) => !(values[f] ?? '').trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f, messageText('required', lang)])));
      setGeneral(messageText('fillAllFields', lang));
      return;
    }
    const parsed = registerInput.safeParse({ ...values, phone: values.phone ?? '', role: 'user', redirect });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues, lang));
    setGeneral(parsed.success ? null : messageText('validationFailed', lang));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await register(parsed.data);
      window.alert(t('register.success'));
      // the sign-in page says where the verification link went (login-notice.ts)
      navigate(to(paths.login), { state: { registeredEmail: parsed.data.email } });
    } catch (err) {
      const failure = registerFailure(err, t('register.failed'));
      setErrors(failure.fields);
      setGeneral(failure.general);
      setBusy(false);
    }
  }

  return { values, set, errors, general, busy, submit, consented: values.terms && values.privacy };
}
