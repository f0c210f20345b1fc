import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, errorMessage } from 'shared-ui';
import { sendContact } from '../api/send-contact';
import { contactNs } from '../contact-texts';
import styles from './contact.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;
const empty = { name: '', email: '', message: '', hp: '' };

/** Name, e-mail, message and a hidden honeypot; shows the server's answer. */
export function ContactForm() {
  const { t } = useTranslation(contactNs);
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const set = (field: keyof typeof empty) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim() || !form.message.trim()) {
      setOutcome({ tone: 'error', text: t('form.required') });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await sendContact(form);
      setOutcome({ tone: 'success', text: answer.message });
      setForm(empty);
    } catch (err) {
      setOutcome({ tone: 'error', text: errorMessage(err, t('form.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.heading}>
        {t('form.title')}
      </h2>
      <TextField
        label={t('form.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        value={form.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <TextField
        label={t('form.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={form.email}
        onChange={(e) => set('email')(e.target.value)}
      />
      <label className={styles.label} htmlFor="contact-message">
        {t('form.message')}
      </label>
      <textarea
        id="contact-message"
        className={styles.textarea}
        name="message"
        rows={6}
        required
        maxLength={5000}
        value={form.message}
        onChange={(e) => set('message')(e.target.value)}
      />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-hp">{t('form.hp')}</label>
        <input
          id="contact-hp"
          name="hp"
          tabIndex={-1}
          autoComplete="off"
          value={form.hp}
          onChange={(e) => set('hp')(e.target.value)}
        />
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button type="submit" busy={busy} className={styles.submit}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
