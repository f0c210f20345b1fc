import { useTranslation } from 'react-i18next';
import type { SiteSettingsDto } from 'shared-ui';
import { formatIban } from 'shared-ui/contracts';
import { CopyButton } from './copy-button';
import styles from './payment.module.css';

interface BankDetailsProps {
  settings: SiteSettingsDto;
  code: string;
  /** The amount as shown (₺ 1.250,00); null before a price is set. */
  amount: string | null;
}

/** Where to send the money: bank, account holder, IBAN, the amount and the job code to write as the reference. */
export function BankDetails({ settings, code, amount }: BankDetailsProps) {
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
      {settings.bank_swift && (
        <div className={styles.bankRow}>
          <dt>{t('bank.swift')}</dt>
          <dd className={styles.copyable}>
            <span className={styles.iban}>{settings.bank_swift}</span>
            <CopyButton value={settings.bank_swift} what="SWIFT/BIC" />
          </dd>
        </div>
      )}
      {settings.bank_address && (
        <div className={styles.bankRow}>
          <dt>{t('bank.address')}</dt>
          <dd>{settings.bank_address}</dd>
        </div>
      )}
      {amount && (
        <div className={styles.bankRow}>
          <dt>{t('bank.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      )}
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
