import { paths } from '../contracts/paths';
import { getSession } from './session-store';

type Opener = () => Promise<boolean>;
let opener: Opener | null = null;

/** The shell registers the function that opens its login popup (null on unmount). */
export function setLoginPopupOpener(fn: Opener | null): void {
  opener = fn;
}

/**
 * Asks the visitor to sign in without leaving the page (spec 2.4 'Upload now'). Answers true once signed in, false
 * when the popup is closed. Already signed in: true at once. Without a shell (a remote run alone): the login page.
 */
export function requestLogin(): Promise<boolean> {
  if (getSession()) return Promise.resolve(true);
  if (opener) return opener();
  window.location.assign(paths.loginWithRedirect(window.location.pathname + window.location.search));
  return Promise.resolve(false);
}
