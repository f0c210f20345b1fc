import type { ReactNode } from 'react';
import { Alert, Spinner, errorMessage } from 'shared-ui';
import styles from './content-section.module.css';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

interface Props {
  /** Prefix of the heading ids, e.g. "admin-pages". */
  id: string;
  title: string;
  intro: string;
  /** The add (or edit) form above the list. */
  form: ReactNode;
  listTitle: string;
  notice: Notice | null;
  /** The list's load: its error is shown with `loadFailed` as the fallback text. */
  loadError: unknown;
  loading: boolean;
  loadFailed: string;
  list: ReactNode;
  /** What follows the list: the editor, the preview, the delete question. */
  children?: ReactNode;
}

/** The frame of an admin section that keeps a list of content (pages, services): heading, form, list card. */
export function ContentSection({
  id,
  title,
  intro,
  form,
  listTitle,
  notice,
  loadError,
  loading,
  loadFailed,
  list,
  children,
}: Props) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <header>
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {form}
      <section className={styles.card} aria-labelledby={`${id}-list-title`}>
        <h2 id={`${id}-list-title`} className={styles.cardTitle}>
          {listTitle}
        </h2>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {loadError ? <Alert tone="error">{errorMessage(loadError, loadFailed)}</Alert> : loading ? <Spinner /> : list}
      </section>
      {children}
    </section>
  );
}
