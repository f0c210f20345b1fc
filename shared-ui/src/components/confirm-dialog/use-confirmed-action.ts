import { useState } from 'react';

export interface ConfirmedAction<Action extends string, Item> {
  /** What waits for the answer, or null while no question is open. */
  pending: { action: Action; item: Item } | null;
  /** True while the confirmed action runs. */
  busy: boolean;
  ask: (action: Action, item: Item) => void;
  /** Runs the pending action once, then closes the question whatever the outcome. */
  confirm: () => Promise<void>;
  dismiss: () => void;
}

/**
 * Ask first, then run: the state behind a ConfirmDialog. `run` does the work and tells the user the outcome
 * (a notice or a toast); it should not throw, since nobody awaits `confirm` from a click handler.
 */
export function useConfirmedAction<Action extends string, Item>(
  run: (action: Action, item: Item) => Promise<void>,
): ConfirmedAction<Action, Item> {
  const [pending, setPending] = useState<{ action: Action; item: Item } | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await run(pending.action, pending.item);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    pending,
    busy,
    ask: (action, item) => setPending({ action, item }),
    confirm,
    dismiss: () => setPending(null),
  };
}
