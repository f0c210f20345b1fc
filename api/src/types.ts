import type { Locale, Role } from 'shared-ui/contracts';

/** The signed-in account as authenticate() read it: enough to answer /auth/me without a second query. */
export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  surname: string;
  email: string;
  /** The sign-in session the token names (lib/sessions/login-sessions.ts); absent for tokens made before sessions. */
  sessionId?: string;
  /** An admin the office requires two-step sign-in of, without it yet: only Ayarlar is open (requireRole). */
  mustEnrolTwoStep?: boolean;
}

/** What middleware puts on ctx.state. */
export interface AppState {
  requestId: string;
  locale: Locale;
  user?: AuthUser;
  /** The validated request, replacing the raw one (middleware/validate.ts). */
  input: { body: unknown; query: unknown; params: unknown };
}
