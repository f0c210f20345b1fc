import { useState, type FormEvent } from 'react';
import { ApiError } from 'shared-ui';
import { useSettingsToast } from './use-settings-toast';

export interface SaveSteps<R> {
  /** Errors found before sending, by field: any stops the save with `checkText`. */
  check?: () => Record<string, string>;
  checkText?: string;
  send: () => Promise<R>;
  /** Applies the answer (the kept copy, the form's values) and names the success message. */
  saved: (result: R) => Promise<string> | string;
  /** The failure message; the server's field errors show under their fields either way. */
  failed: (err: unknown) => string;
}

/** A settings form's save: busy while it runs, field errors under their fields, a settings toast either way. */
export function useSettingsSave() {
  const toast = useSettingsToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async <R>(event: FormEvent, steps: SaveSteps<R>) => {
    event.preventDefault();
    const found = steps.check?.() ?? {};
    setErrors(found);
    if (Object.keys(found).length) {
      toast.error(steps.checkText ?? steps.failed(null));
      return;
    }
    setBusy(true);
    try {
      toast.success(await steps.saved(await steps.send()));
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(steps.failed(err));
    } finally {
      setBusy(false);
    }
  };

  return { errors, busy, save };
}
