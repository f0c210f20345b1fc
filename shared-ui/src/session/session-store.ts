import type { SessionUser } from '../contracts';

/** The session lives in localStorage under `token` and `user` (spec 3, stored client state). */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string; session: Session | null } | undefined;

function readRaw(): string {
  try {
    return `${localStorage.getItem(TOKEN_KEY) ?? ''}\n${localStorage.getItem(USER_KEY) ?? ''}`;
  } catch {
    return '\n';
  }
}

/** The current session, or null. Stable between changes, so it suits useSyncExternalStore. */
export function getSession(): Session | null {
  const raw = readRaw();
  if (cached?.raw === raw) return cached.session;
  const [token, userJson] = raw.split('\n');
  let session: Session | null = null;
  if (token && userJson) {
    try {
      const user = JSON.parse(userJson) as SessionUser;
      if (user && typeof user.role === 'string') session = { token, user };
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

export function setSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  notify();
}

export function updateSessionUser(user: SessionUser): void {
  const current = getSession();
  if (current) setSession({ token: current.token, user });
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
