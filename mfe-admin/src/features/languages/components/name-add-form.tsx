import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared-ui';
import { messageText } from 'shared-ui/contracts';
import { localeOf } from '../../../utils/field-errors';
import styles from './languages.module.css';

interface Props {
  label: string;
  submitLabel: string;
  /** Rejects when the server refuses; the refusal is only logged (spec 8). */
  onAdd: (name: string) => Promise<void>;
}

/** One name field and an add button; an empty name is refused here (spec 5). */
export function NameAddForm({ label, submitLabel, onAdd }: Props) {
  const { i18n } = useTranslation();
  const [name, setName] = useState('');
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
      await onAdd(trimmed);
      setName('');
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
      <Button type="submit" busy={busy} className={styles.addButton}>
        {submitLabel}
      </Button>
    </form>
  );
}
