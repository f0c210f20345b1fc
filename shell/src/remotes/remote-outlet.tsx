import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner } from 'shared-ui';
import { RemoteError } from './remote-error';
import { loadRemoteApp } from './registry';
import type { RemoteName } from 'shared-ui/contracts';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

interface BoundaryState {
  failed: boolean;
  /** The remote was built for other shared versions (version-skew.ts): only a fresh page can help. */
  outdated: boolean;
}

class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state = { failed: false, outdated: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, outdated: error instanceof Error && error.name === 'RemoteSkewError' };
  }

  override componentDidCatch(error: unknown): void {
    console.error('remote failed', error);
  }

  override render() {
    if (this.state.outdated) return <RemoteError outdated onRetry={() => window.location.reload()} />;
    if (this.state.failed) return <RemoteError onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

const cache = new Map<string, ComponentType>();
/** Remotes whose code is here, shown without suspending: a server-drawn page is hydrated in one pass. */
const loaded = new Map<RemoteName, ComponentType>();

/** Fetches a remote ahead of its first render (shell/src/bootstrap.tsx, before hydrating the server's HTML). */
export async function preloadRemote(name: RemoteName): Promise<void> {
  loaded.set(name, await loadRemoteApp(name));
}

/**
 * Whether index.html announced this remote's files with `<link rel="preload">`. Chromium hands a preload that failed
 * to every later load of the same file in the document, without asking the network again: a retry in place would
 * fail however often it is pressed, so there only a fresh page can fetch the remote again.
 */
function preloadedByPage(name: RemoteName): boolean {
  return document.querySelector(`link[rel="preload"][href^="/remotes/${name.replace('_', '-')}/"]`) !== null;
}

/** One remote behind an error boundary: a spinner, then the remote, or a localized error with a retry. */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => (preloadedByPage(name) ? window.location.reload() : setAttempt((n) => n + 1));
  const Remote = useMemo(() => {
    const ready = attempt === 0 ? loaded.get(name) : undefined;
    if (ready) return ready;
    const key = `${name}:${attempt}`;
    const existing = cache.get(key);
    if (existing) return existing;
    const component = lazy(async () => ({ default: await loadRemoteApp(name) }));
    cache.set(key, component);
    return component;
  }, [name, attempt]);

  return (
    <RemoteBoundary key={`${name}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<Spinner />}>
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
