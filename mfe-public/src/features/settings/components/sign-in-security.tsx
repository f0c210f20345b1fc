import { SessionsSection } from './sessions-section';
import { TwoStepSection } from './two-step-section';

/** Under Güvenlik: two-step sign-in, then the account's open sessions. */
export function SignInSecurity() {
  return (
    <>
      <TwoStepSection />
      <SessionsSection />
    </>
  );
}
