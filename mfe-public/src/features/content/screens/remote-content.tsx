import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from 'shared-ui';
import { contentNs } from '../content-texts';
import { isNotFound } from '../utils/is-not-found';
import { NotFoundScreen } from '../../not-found/screens/not-found-screen';
import styles from './remote-content.module.css';

interface RemoteContentProps<T> {
  data: T | undefined;
  error: unknown;
  children: (data: T) => ReactNode;
}

/** Loading, not found (404), failed, or the loaded content. */
export function RemoteContent<T>({ data, error, children }: RemoteContentProps<T>) {
  const { t } = useTranslation(contentNs);
  if (isNotFound(error)) return <NotFoundScreen />;
  if (error || data === undefined) {
    return (
      <div className={styles.state}>
        {error ? <Alert tone="error">{t('loadFailed')}</Alert> : <Spinner label={t('loading')} />}
      </div>
    );
  }
  return <>{children(data)}</>;
}
