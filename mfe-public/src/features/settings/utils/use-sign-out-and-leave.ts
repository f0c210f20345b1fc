import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from 'shared-ui';

/**
 * Goes to `path`, then clears the session once this screen has left. Clearing first would let the shell's guard
 * around /settings see no session and send the user to /login instead of / (spec 4.2).
 */
export function useSignOutAndLeave(): (path: string) => void {
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) clearSession();
    },
    [],
  );
  return useCallback(
    (path: string) => {
      leaving.current = true;
      navigate(path, { replace: true });
    },
    [navigate],
  );
}
