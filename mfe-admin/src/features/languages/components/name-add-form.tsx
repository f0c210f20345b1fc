import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared-ui';
import { messageText } from 'shared-ui/contracts';
import { localeOf } from '../../../utils/field-errors';
import styles from './languages.module.css';

interface Props {
  label: string;
  /** Label of the optional English name; English readers see the Turkish name when it is empty. */
  labelEn: string;
  submitLabel: string;
  /** Rejects when the server refuses; the refusal is only logged (spec 8). */
  onAdd: (name: string, nameEn: string | null) => Promise<void>;
}

/** The Turkish name (required), the English name (optional) and an add button; an empty name is refused here. */
export function NameAddForm({ label, labelEn, submitLabel, onAdd }: Props) {
  const { i18n } = useTranslation();
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(messageText('required', localeOf(i18n.language)));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await onAdd(trimmed, nameEn.trim() || null);
      setName('');
      setNameEn('');
    } catch (err) {
      console.error('Could not be added', err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.addForm} onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error || undefined}
        required
        maxLength={100}
        className={styles.addField}
      />
      <TextField
        label={labelEn}
        value={nameEn}
        onChange={(e) => setNameEn(e.target.value)}
        maxLength={100}
        lang="en"
        className={styles.addField}
      />
      <Button type="submit" busy={busy} className={styles.addButton}>
        {submitLabel}
      </Button>
    </form>
  );
}
