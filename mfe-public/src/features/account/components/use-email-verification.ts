import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from 'shared-ui';
import { verifyEmail } from '../api/verify-email';
import { useCarriedRedirect } from '../utils/carried-redirect';

export type VerifyState = 'checking' | 'success' | 'expired';

/**
 * Spec 4.2: a token in the address and no status → the verification call; success → success, any failure or a false
 * result → expired; then the address is replaced by /verify?status=…&email=… so a reload does not spend the token again.
 */
export function useEmailVerification(): { state: VerifyState; email: string | undefined } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const status = params.get('status');
  const email = params.get('email') || undefined;
  const started = useRef(false);
  const { redirect } = useCarriedRedirect();

  useEffect(() => {
    if (!token || status || started.current) return;
    started.current = true;
    void verifyEmail(token)
      .then((r) => ({ ok: r.success === true, address: r.email ?? email }))
      .catch(() => ({ ok: false, address: email }))
      .then(({ ok, address }) => {
        const query = new URLSearchParams({ status: ok ? 'success' : 'expired' });
        if (address) query.set('email', address);
        // the page a registration was on the way to goes on to sign-in (carried-redirect.ts)
        if (redirect) query.set('redirect', redirect);
        navigate(`${paths.verify}?${query.toString()}`, { replace: true });
      });
  }, [token, status, email, navigate, redirect]);

  if (status === 'success') return { state: 'success', email };
  // A token still being checked shows 'checking'; no token and no known status is a broken link: offer a new one.
  if (!status && token) return { state: 'checking', email };
  return { state: 'expired', email };
}
