import { useTranslation } from 'react-i18next';
import type { SiteSettingsDto } from 'shared-ui';
import { formatIban } from 'shared-ui/contracts';
import { CopyButton } from './copy-button';
import styles from './payment.module.css';

/** Where to send the money: bank, account holder, IBAN and the job code to write as the transfer reference. */
export function BankDetails({ settings, code }: { settings: SiteSettingsDto; code: string }) {
  const { t } = useTranslation('customer');
  const iban = formatIban(settings.bank_iban);
  return (
    <dl className={styles.bank} data-testid="bank-details">
      {settings.bank_name && (
        <div className={styles.bankRow}>
          <dt>{t('bank.name')}</dt>
          <dd>{settings.bank_name}</dd>
        </div>
      )}
      {settings.bank_account_holder && (
        <div className={styles.bankRow}>
          <dt>{t('bank.holder')}</dt>
          <dd>{settings.bank_account_holder}</dd>
        </div>
      )}
      <div className={styles.bankRow}>
        <dt>IBAN</dt>
        <dd className={styles.copyable}>
          <span className={styles.iban}>{iban}</span>
          <CopyButton value={settings.bank_iban} what="IBAN" />
        </dd>
      </div>
      <div className={styles.bankRow}>
        <dt>{t('bank.reference')}</dt>
        <dd className={styles.copyable}>
          <span className={styles.iban}>{code}</span>
          <CopyButton value={code} what={t('bank.reference')} />
        </dd>
      </div>
    </dl>
  );
}
