import { useSearchParams } from 'react-router-dom';
import { sameSitePath, withRedirect } from 'shared-ui/contracts';

/**
 * The `redirect` a visitor brought into sign-in (from /quote, a mail's job link, the guard …), carried through
 * registration, the verification mail and the verify page to sign-in, which then goes there. `to(path)` is `path`
 * with it; `redirect` is undefined when there is none or it is not a same-site path.
 */
export function useCarriedRedirect(): { redirect: string | undefined; to: (path: string) => string } {
  const [params] = useSearchParams();
  const redirect = sameSitePath(params.get('redirect')) ?? undefined;
  return { redirect, to: (path: string) => withRedirect(path, redirect) };
}
