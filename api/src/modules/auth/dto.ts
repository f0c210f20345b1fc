import type { SessionUser } from 'shared-ui/contracts';
import type { AccountRow } from '../settings/sign-in-repository';

/** The user the shell keeps beside the token: never the hash, the token version or the verification state. */
export function toSessionUser(row: AccountRow): SessionUser {
  return { id: row.id, name: row.name, surname: row.surname, email: row.email, role: row.role };
}
