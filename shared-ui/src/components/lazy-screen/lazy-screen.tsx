import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import styles from './lazy-screen.module.css';

/** Every lazy screen's loader, so they can be fetched ahead of their route (preloadScreens). */
const loaders = new Set<() => Promise<void>>();

/**
 * A screen fetched with its own chunk when its route is first shown, so a visitor downloads only the screens they
 * open (and the libraries only those screens use). `load` is a dynamic `import()` of the screen's file. Once the
 * chunk is here (shown once, or preloaded), the screen renders at once, without suspending.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  let loaded: ComponentType | undefined;
  const fetchScreen = async () => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Suspending = lazy(async () => ({ default: await fetchScreen() }));
  loaders.add(async () => void (await fetchScreen()));
  return function LazyScreen() {
    // Chosen once per mount. Code that arrives while a transition renders is awaited and only the suspended part is
    // replayed, so Suspending stays on the page; switching to the loaded component on a later render would change
    // the element's type and mount the screen afresh, losing what the visitor typed or chose in it.
    const [Screen] = useState(() => loaded ?? Suspending);
    // runs once the screen is on the page: not while its code is on the way (its Suspense boundary is still open)
    useEffect(markScreenSettled, []);
    return <Screen />;
  };
}

/**
 * Whether the page's screen has settled since the page loaded: a lazy screen committed, or the section's error
 * shown instead. A page the server drew hydrates its lazy screen in a second pass when that screen's code comes
 * after the rest; the shell keeps the page out of reach until then (shell/src/app/app.tsx), or what a visitor typed
 * into the drawn form would be lost.
 */
let screenSettled = false;
const settledListeners = new Set<() => void>();

export function markScreenSettled(): void {
  if (screenSettled) return;
  screenSettled = true;
  for (const listener of settledListeners) listener();
}

const subscribeSettled = (listener: () => void) => {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
};

/** Calls `then` once the page's screen has settled (markScreenSettled): at once if it has. */
export function whenScreenSettled(then: () => void): void {
  if (screenSettled) return then();
  const once = () => {
    settledListeners.delete(once);
    then();
  };
  settledListeners.add(once);
}

/** False on the server and while a drawn page is hydrated, true once its screen has settled (markScreenSettled). */
export function useScreenSettled(): boolean {
  return useSyncExternalStore(
    subscribeSettled,
    () => screenSettled,
    () => false,
  );
}

/**
 * Fetches every lazy screen declared so far. Component tests call it before rendering, so a screen is there on
 * the first render as it was before the split; the site itself loads each screen when its route is shown.
 */
export async function preloadScreens(): Promise<void> {
  await Promise.all([...loaders].map((loader) => loader()));
}

/**
 * Where a remote's lazy screens appear: a spinner that holds the height of a screen meanwhile, so the footer does
 * not jump up and back down when the screen arrives.
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder}>
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
