import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, TextField, errorMessage, type SiteSettingsDto } from 'shared-ui';
import { formatIban, officeBillingKeys } from 'shared-ui/contracts';
import { useSaveSiteSettings } from '../api/site-settings';
import { TwoStepRequirement } from './two-step-requirement';
import styles from './site-settings.module.css';

/** The text fields; the two-step requirement is a checkbox of its own (two-step-requirement.tsx). */
type TextKey = Exclude<keyof SiteSettingsDto, 'admins_require_two_step'>;
type Values = Record<TextKey, string>;
const keys: TextKey[] = [
  'bank_name',
  'bank_account_holder',
  'bank_iban',
  'usual_quote_hours',
  'contact_phone',
  'contact_email',
  'whatsapp_number',
  ...officeBillingKeys,
  'file_retention_days',
];

const toValues = (s: SiteSettingsDto): Values =>
  Object.fromEntries(keys.map((k) => [k, k === 'bank_iban' ? formatIban(s[k]) : String(s[k] ?? '')])) as Values;

/** The settings the site reads at run time; the server validates them (IBAN check digits, SWIFT/BIC and all). */
export function SiteSettingsForm({ settings }: { settings: SiteSettingsDto }) {
  const { t } = useTranslation('admin-site');
  const save = useSaveSiteSettings();
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [requireTwoStep, setRequireTwoStep] = useState(Boolean(settings.admins_require_two_step));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setStatus(null);
    setFields({});
    try {
      const answer = await save({
        ...values,
        usual_quote_hours: Number(values.usual_quote_hours),
        admins_require_two_step: requireTwoStep,
        file_retention_days: Number(values.file_retention_days),
      });
      setValues(toValues(answer.settings));
      setRequireTwoStep(Boolean(answer.settings.admins_require_two_step));
      setStatus({ tone: 'success', text: answer.message });
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setStatus({ tone: 'error', text: errorMessage(err, t('failed')) });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: TextKey, extra: { type?: string; inputMode?: 'numeric' | 'tel' } = {}) => (
    <TextField
      key={key}
      label={t(`field.${key}`)}
      hint={t(`hint.${key}`, { defaultValue: '' }) || undefined}
      value={values[key]}
      error={fields[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.group}>
        <legend>{t('bank')}</legend>
        {field('bank_name')}
        {field('bank_account_holder')}
        {field('bank_iban')}
        {field('bank_swift')}
        {field('bank_address')}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('legal')}</legend>
        {field('legal_title')}
        {field('legal_tax_office')}
        {field('legal_tax_number', { inputMode: 'numeric' })}
        {field('legal_address')}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('office')}</legend>
        {field('usual_quote_hours', { type: 'number', inputMode: 'numeric' })}
        {field('contact_phone', { type: 'tel' })}
        {field('contact_email', { type: 'email' })}
        {field('whatsapp_number', { inputMode: 'tel' })}
      </fieldset>
      <TwoStepRequirement
        checked={requireTwoStep}
        error={fields.admins_require_two_step}
        onChange={setRequireTwoStep}
      />
      <fieldset className={styles.group}>
        <legend>{t('files')}</legend>
        {field('file_retention_days', { type: 'number', inputMode: 'numeric' })}
      </fieldset>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <Button type="submit" busy={busy}>
        {t('save')}
      </Button>
    </form>
  );
}
