import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Spinner, errorMessage, formatCount, type AdminTodoKey } from 'shared-ui';
import { useAdminTodo } from '../api/use-admin-todo';
import styles from './dashboard.module.css';

/** Where each kind of waiting work is done (admin-sections.tsx slugs; the jobs list reads ?status=). */
const whereTo: Record<AdminTodoKey, string> = {
  pendingApplicants: '/panel/admin/tercumanlar?status=pending',
  jobsAwaitingPrice: '/panel/admin/isler?status=waiting',
  reportedPayments: '/panel/admin/isler?status=waiting_payment',
  unreadMessages: '/panel/admin/isler',
  dueDateRequests: '/panel/admin/isler',
  revisionRequests: '/panel/admin/isler?status=completed',
  failedMails: '#failed-mails',
};

/** The office's to-do list: each kind of waiting work with its count and a link to where it is done. */
export function TodoCard() {
  const { t, i18n } = useTranslation('admin-dashboard');
  const { todo, error } = useAdminTodo();
  const open = todo?.items.filter((item) => item.count > 0) ?? [];
  return (
    <section className={styles.panel} aria-labelledby="admin-todo-title" data-testid="admin-todo">
      <h2 id="admin-todo-title" className={styles.panelTitle}>
        {t('todo.title')}
      </h2>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('todo.loadFailed'))}</Alert>
      ) : !todo ? (
        <Spinner />
      ) : open.length === 0 ? (
        <p className={styles.muted}>{t('todo.empty')}</p>
      ) : (
        <ul className={styles.todo}>
          {open.map(({ key, count }) => (
            <li key={key}>
              {whereTo[key].startsWith('#') ? (
                <a href={whereTo[key]}>{t(`todo.${key}`, { count })}</a>
              ) : (
                <Link to={whereTo[key]}>{t(`todo.${key}`, { count })}</Link>
              )}
              <span className={styles.todoCount}>{formatCount(count, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
