import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import styles from './jobs-section.module.css';

/** How long the box waits after the last key before it asks the server: one request per pause, not per letter. */
export const SEARCH_PAUSE_MS = 300;

interface Props {
  /** The search the list shows (the address's ?q=). */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The office's search over the jobs (a code, the customer's name or e-mail, words of the description; the API
 * folds Turkish letters). What is typed is sent once typing pauses; a search changed elsewhere (the address, the
 * back button) shows in the box.
 */
export function JobSearch({ value, onSearch }: Props) {
  const { t } = useTranslation('admin-jobs');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      className={styles.search}
      type="search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={text}
      maxLength={100}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
    />
  );
}
