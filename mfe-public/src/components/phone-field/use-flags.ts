import { useEffect, useState } from 'react';
import type { Flags } from 'react-phone-number-input';

let loaded: Flags | undefined;
let loading: Promise<Flags> | undefined;

/** All country flags as SVG components: a separate chunk (~230 kB), fetched only when a phone field is shown. */
export function useFlags(): Flags | undefined {
  const [flags, setFlags] = useState(loaded);
  useEffect(() => {
    if (flags) return;
    let alive = true;
    // react-phone-number-input/flags re-exports a default that its ESM source (named exports only) lacks, so under
    // webpack it is undefined; the flag set itself is the module namespace.
    loading ??= import('country-flag-icons/react/3x2').then((m) => (loaded = m as unknown as Flags));
    loading.then((f) => alive && setFlags(f)).catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [flags]);
  return flags;
}
