import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, Spinner, TextField, errorMessage, formatMoment, type PayoutDetails } from 'shared-ui';
import { savePayoutDetails, usePayoutDetails } from '../api/payout-details';
import { settingsNs } from '../settings-texts';
import { useSettingsToast } from '../utils/use-settings-toast';
import { SettingsSection } from './settings-section';
import formStyles from './settings-form.module.css';

type Fields = { account_holder?: string; iban?: string };

/**
 * Ödeme bilgileri (translators): the account completed jobs are paid to. The IBAN is checked by the
 * server's checksum and shown masked once saved; entering it again replaces it.
 */
export function PayoutTab() {
  const { t, i18n } = useTranslation(settingsNs);
  const { data, error, mutate } = usePayoutDetails();
  const toast = useSettingsToast();
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Fields = {};
    if (!holder.trim()) missing.account_holder = t('payout.required');
    if (!iban.trim()) missing.iban = t('payout.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const saved = await savePayoutDetails({ account_holder: holder, iban });
      await mutate({ payout_details: saved.payout_details }, { revalidate: false });
      setHolder('');
      setIban('');
      toast.success(saved.message || t('payout.saved'));
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(errorMessage(err, t('payout.failed')));
    } finally {
      setBusy(false);
    }
  };

  const current = (details: PayoutDetails) => (
    <dl className={formStyles.summary} data-testid="payout-current">
      <dt>{t('payout.holder')}</dt>
      <dd>{details.account_holder}</dd>
      <dt>IBAN</dt>
      <dd>{details.iban_masked}</dd>
      <dt>{t('payout.updated')}</dt>
      <dd>{formatMoment(details.updated_at, i18n.language)}</dd>
    </dl>
  );

  return (
    <SettingsSection title={t('payout.title')} intro={t('payout.intro')}>
      {error ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          {data.payout_details ? current(data.payout_details) : <p className={formStyles.note}>{t('payout.none')}</p>}
          <form className={formStyles.form} onSubmit={submit} noValidate data-testid="payout-form">
            <TextField
              label={t('payout.holder')}
              name="account_holder"
              autoComplete="name"
              value={holder}
              error={errors.account_holder}
              onChange={(e) => setHolder(e.target.value)}
            />
            <TextField
              label="IBAN"
              name="iban"
              autoComplete="off"
              spellCheck={false}
              placeholder="TR00 0000 0000 0000 0000 0000 00"
              hint={data.payout_details ? t('payout.replaceHint') : t('payout.ibanHint')}
              value={iban}
              error={errors.iban}
              onChange={(e) => setIban(e.target.value)}
            />
            <div className={formStyles.actions}>
              <Button type="submit" busy={busy}>
                {t('save')}
              </Button>
            </div>
          </form>
        </>
      )}
    </SettingsSection>
  );
}
