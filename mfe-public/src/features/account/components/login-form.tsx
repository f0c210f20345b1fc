import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  ApiError,
  Button,
  NetworkError,
  TextField,
  paths,
  setSession,
  type Locale,
  type LoginResult,
} from 'shared-ui';
import { messageText } from 'shared-ui/contracts';
import { login } from '../api/login';
import { fieldErrors } from '../utils/field-errors';
import { safeRedirect } from '../utils/safe-redirect';
import { useLocale } from '../utils/use-locale';
import { HoneypotField } from './honeypot-field';
import { loginNoticeOf } from './login-notice';
import { ResendVerification } from './resend-verification';
import { SecondStepForm } from './second-step-form';
import styles from './form.module.css';

/**
 * The schema, and zod with it, comes after the page: fetched when the visitor first reaches the form, so it is
 * here before they send it (the login page's first paint without 24 KB of zod).
 */
const loadLoginInput = () => import('../utils/login-schema').then((schema) => schema.loginInput);

/** Spec 2.5 login: after success, the `redirect` query parameter (a local path) or /. */
export function LoginForm() {
  const { t } = useTranslation('account');
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = loginNoticeOf(useLocation().state);
  const [values, setValues] = useState({ email: notice?.email ?? '', password: '', hp: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; unverified: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set when the password was right and the account asks for its second step (two-step-sign-in). */
  const [challenge, setChallenge] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = (await loadLoginInput()).safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues, lang));
    if (!parsed.success) return;
    setBusy(true);
    try {
      const answer = await login(values);
      if ('second_step_required' in answer) {
        setBusy(false);
        setChallenge(answer.challenge);
        return;
      }
      signedIn(answer);
    } catch (err) {
      setBusy(false);
      setFailure(failureOf(err, lang));
    }
  }

  function signedIn(session: LoginResult) {
    setSession(session);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  }

  if (challenge)
    return (
      <SecondStepForm
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(reason) => {
          setChallenge(null);
          setValues((v) => ({ ...v, password: '' }));
          setFailure(reason ? { text: reason, unverified: false } : null);
        }}
      />
    );

  return (
    <>
      {notice && !failure && (
        <Alert tone="success">
          {t(notice.kind === 'registered' ? 'login.verificationSent' : 'login.verified', { email: notice.email })}
        </Alert>
      )}
      {failure && <Alert tone="error">{failure.text}</Alert>}
      {/* Beside the sign-in form, not in it: a nested form would submit both. */}
      {failure?.unverified && <ResendVerification email={values.email.trim()} />}
      <form className={styles.form} onSubmit={submit} onFocus={() => void loadLoginInput()} noValidate>
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password')(e.target.value)}
        />
        <HoneypotField value={values.hp} onChange={set('hp')} />
        <div className={styles.links}>
          <Link className={styles.link} to={paths.forgotPassword}>
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" busy={busy} className={styles.submit}>
          {t('login.submit')}
        </Button>
      </form>
    </>
  );
}

function failureOf(err: unknown, lang: Locale): { text: string; unverified: boolean } {
  if (err instanceof NetworkError) return { text: messageText('serverError', lang), unverified: false };
  if (err instanceof ApiError) {
    // code 'error' means the answer carried no JSON body of ours (a proxy page, say): its status text is no message.
    if (err.code === 'error')
      return { text: messageText(err.status >= 500 ? 'serverError' : 'loginFailed', lang), unverified: false };
    return { text: err.message || messageText('loginFailed', lang), unverified: err.code === 'emailNotVerified' };
  }
  return { text: messageText('loginFailed', lang), unverified: false };
}
