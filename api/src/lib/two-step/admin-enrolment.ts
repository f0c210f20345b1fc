import type { AppDeps } from '../../deps';
import { ValidationError } from '../../errors/app-error';
import { hasTwoStep } from './two-step-repository';

/**
 * Whether the office requires two-step sign-in of admins ("Site ayarları", off on a fresh install) and this admin
 * has not turned it on: authenticate() then lets them reach only what every account may use, Ayarlar among it.
 * The setting is kept in memory (modules/site-settings/kept-site-settings.ts); the account is read only while the
 * setting is on.
 */
export async function adminMustEnrol(deps: Pick<AppDeps, 'db' | 'siteSettings'>, userId: number): Promise<boolean> {
  const { admins_require_two_step: required } = await deps.siteSettings.read();
  return required && !(await hasTwoStep(deps.db, userId));
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
