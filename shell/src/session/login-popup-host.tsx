import { useCallback, useEffect, useRef, useState } from 'react';
import { setLoginPopupOpener } from 'shared-ui';
import { LoginPopup } from './login-popup';

/** Lets any remote ask for a sign-in through shared-ui's requestLogin(); answers true after a successful one. */
export function LoginPopupHost() {
  const [open, setOpen] = useState(false);
  const pending = useRef<((signedIn: boolean) => void) | null>(null);

  const settle = useCallback((signedIn: boolean) => {
    setOpen(false);
    pending.current?.(signedIn);
    pending.current = null;
  }, []);

  useEffect(() => {
    setLoginPopupOpener(
      () =>
        new Promise<boolean>((resolve) => {
          pending.current?.(false);
          pending.current = resolve;
          setOpen(true);
        }),
    );
    return () => setLoginPopupOpener(null);
  }, []);

  return <LoginPopup open={open} onSuccess={() => settle(true)} onClose={() => settle(false)} />;
}
