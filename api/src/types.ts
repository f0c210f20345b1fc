import type { Locale, Role } from 'shared-ui/contracts';

export interface AuthUser {
  id: number;
  role: Role;
}

/** What middleware puts on ctx.state. */
export interface AppState {
  requestId: string;
  locale: Locale;
  user?: AuthUser;
  /** The validated request, replacing the raw one (middleware/validate.ts). */
  input: { body: unknown; query: unknown; params: unknown };
}
