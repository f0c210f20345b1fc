import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/** `const toast = useToast(); toast.show({ tone: 'success', message, duration: 3000 })`. Needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api)
    throw new Error('useToast() needs a <ToastProvider> above it (the shell provides one; tests wrap with it).');
  return api;
}
