import { clearSession } from './session-store';

/** Spec 4.2: logout clears the session and reloads the page. */
export function logout(): void {
  clearSession();
  window.location.reload();
}
