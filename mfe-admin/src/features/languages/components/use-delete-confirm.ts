import { useState } from 'react';
import { ApiError } from 'shared-ui';

export interface DeleteRequest {
  name: string;
  kind: 'language' | 'scriptType';
  run: () => Promise<void>;
}

/**
 * Spec 5: deleting a language or a script type asks first. Spec 8 logs failures only; the exception is a 409
 * (Osmanlıca is protected by the server), whose message is shown, since otherwise nothing would tell the admin
 * why the language is still there.
 */
export function useDeleteConfirm() {
  const [pending, setPending] = useState<DeleteRequest | null>(null);
  const [refusal, setRefusal] = useState('');

  const confirm = () => {
    if (!pending) return;
    const { run } = pending;
    setPending(null);
    setRefusal('');
    run().catch((err: unknown) => {
      console.error('Could not be deleted', err);
      if (err instanceof ApiError && err.status === 409 && err.message) setRefusal(err.message);
    });
  };

  return { pending, refusal, ask: setPending, confirm, dismiss: () => setPending(null) };
}
