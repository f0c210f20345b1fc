import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'shared-ui';
import styles from './panel.module.css';

interface ListStateProps {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Loading and failure of a list: a spinner, or a message with a retry. Renders nothing once data is there. */
export function ListState({ loading, error, onRetry }: ListStateProps) {
  const { t } = useTranslation('translator');
  if (error) {
    return (
      <div className={styles.state}>
        <Alert tone="error">{t('loadFailed')}</Alert>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className={styles.state}>
        <Spinner />
      </div>
    );
  }
  return null;
}
