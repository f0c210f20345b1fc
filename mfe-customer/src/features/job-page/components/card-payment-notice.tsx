import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from 'shared-ui';

const tones = { paid: 'success', failed: 'error', refused: 'error' } as const;
const texts = { paid: 'card.paid', failed: 'card.declined', refused: 'card.refused' } as const;

/** How the card payment went, as the API's iyzico callback put it in `?payment=` (modules/payments). */
export function CardPaymentNotice() {
  const { t } = useTranslation('customer');
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'refused') return null;
  return <Alert tone={tones[outcome]}>{t(texts[outcome])}</Alert>;
}
