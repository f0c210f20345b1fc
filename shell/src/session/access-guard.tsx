import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths, useSession, type Role } from 'shared-ui';

/**
 * Spec 2.2: no stored token and user → /login (with a redirect back); a different role → the spec's alert, then /.
 * The server checks every call again; this only spares people a screen they cannot use.
 */
export function AccessGuard({ role, children }: { role?: Role; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const alerted = useRef(false);
  const wrongRole = Boolean(session && role && session.user.role !== role);

  useEffect(() => {
    if (!wrongRole || alerted.current) return;
    alerted.current = true;
    window.alert(t('guard.wrongRole'));
    navigate(paths.home, { replace: true });
  }, [wrongRole, navigate, t]);

  if (!session) {
    return <Navigate to={paths.loginWithRedirect(location.pathname + location.search)} replace />;
  }
  if (wrongRole) return null;
  return <>{children}</>;
}
