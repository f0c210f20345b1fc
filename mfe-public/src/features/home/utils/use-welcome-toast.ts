import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSplashVisibleState, useToast } from 'shared-ui';
import { homeNs } from '../home-texts';

export const WELCOME_FLAG = 'welcome_shown';

function alreadyShown(): boolean {
  try {
    return localStorage.getItem(WELCOME_FLAG) !== null;
  } catch {
    return true;
  }
}

/** A customer is invited to upload; a translator or the office is told where their work is. */
const welcomeByRole = { translator: 'welcomeTranslator', admin: 'welcomeAdmin' } as const;

/**
 * Greets a signed-in visitor once per browser (flag welcome_shown); the toast hides after 5 s (spec 2.4, 9). It waits
 * for the start-up splash to go, so the visitor sees all five seconds of it.
 */
export function useWelcomeToast(): void {
  const session = useSession();
  const splashVisible = useSplashVisibleState();
  const toast = useToast();
  const { t } = useTranslation(homeNs);
  const name = session?.user.name;
  const role = session?.user.role;
  useEffect(() => {
    if (!name || splashVisible || alreadyShown()) return;
    localStorage.setItem(WELCOME_FLAG, 'true');
    const key = role === 'translator' || role === 'admin' ? welcomeByRole[role] : 'welcome';
    toast.show({ tone: 'success', message: t(key, { name }), duration: 5000 });
  }, [name, role, splashVisible, toast, t]);
}
