import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import styles from './lazy-screen.module.css';

/**
 * A screen fetched with its own chunk when its route is first shown, so a visitor downloads only the screens they
 * open (and the libraries only those screens use). `load` is a dynamic `import()` of the screen's file.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
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
