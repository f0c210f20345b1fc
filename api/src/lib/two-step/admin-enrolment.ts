import type { AppDeps } from '../../deps';
import { ValidationError } from '../../errors/app-error';
import { hasTwoStep } from './two-step-repository';

/**
 * Whether the office requires two-step sign-in of admins ("Site ayarları", off on a fresh install) and this admin
 * has not turned it on: authenticate() then lets them reach only what every account may use, Ayarlar among it.
 * Both halves are kept in memory, so an admin request reads nothing for it: the setting by
 * modules/site-settings/kept-site-settings.ts, the account's enrolment on its kept session row (lib/sessions,
 * forgotten when it enrols or turns it off: migration 0860).
 */
export async function adminMustEnrol(
  deps: Pick<AppDeps, 'siteSettings'>,
  account: { two_step: boolean },
): Promise<boolean> {
  if (account.two_step) return false;
  return (await deps.siteSettings.read()).admins_require_two_step;
}

/** An admin switching the requirement on must have it themselves, or the save would lock them out of the panel. */
export async function assertMayRequireTwoStep(
  deps: Pick<AppDeps, 'db'>,
  adminId: number,
  input: { admins_require_two_step?: boolean },
): Promise<void> {
  if (input.admins_require_two_step && !(await hasTwoStep(deps.db, adminId)))
    throw new ValidationError({ admins_require_two_step: 'enrolTwoStepFirst' }, 'enrolTwoStepFirst');
}
