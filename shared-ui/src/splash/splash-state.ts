import { useSyncExternalStore } from 'react';

/**
 * Whether the shell's start-up splash is on screen. The shell sets it; screens in the remotes read it to hold back
 * what the splash would cover (the home page's welcome toast). Without a shell, as when a remote runs alone,
 * there is no splash.
 */
let splashVisible = false;
const listeners = new Set<() => void>();

export function setSplashVisible(visible: boolean): void {
  if (splashVisible === visible) return;
  splashVisible = visible;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSplashVisibleState(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => splashVisible,
    () => false,
  );
}
