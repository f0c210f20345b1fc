import { PaymentScreen } from '../features/payment/components/payment-screen';

/** /odeme/:jobId: open to all (no guard in the spec); the screen asks for a sign-in when needed. */
export function PaymentRoute() {
  return <PaymentScreen />;
}
