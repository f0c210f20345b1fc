import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths, useSession } from 'shared-ui';

/**
 * Spec 8: a non-user on the user panel gets the users-only alert and goes home. The shell's guard does this
 * before the remote loads; this is the same check for the remote run alone.
 */
export function UserOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('customer');
  const alerted = useRef(false);
  const wrongRole = session !== null && session.user.role !== 'user';

  useEffect(() => {
    if (!wrongRole || alerted.current) return;
    alerted.current = true;
    window.alert(t('panel.onlyUsers'));
    navigate(paths.home, { replace: true });
  }, [wrongRole, navigate, t]);

  return wrongRole ? null : <>{children}</>;
}
