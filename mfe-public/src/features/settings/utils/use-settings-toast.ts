import { useMemo } from 'react';
import { useToast } from 'shared-ui';

/** Spec 2.10 / 9: settings toasts disappear after 3 seconds. */
export const SETTINGS_TOAST_MS = 3000;

export function useSettingsToast() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string) => toast.show({ tone: 'success', message, duration: SETTINGS_TOAST_MS }),
      error: (message: string, detail?: string) =>
        toast.show({ tone: 'error', message, detail, duration: SETTINGS_TOAST_MS }),
    }),
    [toast],
  );
}
