import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ConfirmDialog,
  Spinner,
  errorMessage,
  getSession,
  setSession,
  useConfirmedAction,
  type LoginSessionDto,
} from 'shared-ui';
import { endSession, signOutOthers, useLoginSessions } from '../api/login-sessions';
import { signInSecurityNs } from '../sign-in-security-texts';
import { SessionItem } from './session-item';
import { SettingsSection } from './settings-section';
import styles from './sign-in-security.module.css';

type Action = 'one' | 'others';

/** Oturumlar: where the account is signed in; one session, or every other, signed out after a confirmation. */
export function SessionsSection() {
  const { t } = useTranslation(signInSecurityNs);
  const { data: sessions, error, isLoading, mutate } = useLoginSessions();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const deviceOf = (session: LoginSessionDto | null) => session?.device ?? t('sessions.unknownDevice');

  const action = useConfirmedAction<Action, LoginSessionDto | null>(async (kind, session) => {
    try {
      if (kind === 'others') {
        const result = await signOutOthers();
        // the token version went up: this device carries on with the answer's token
        const current = getSession();
        if (current) setSession({ token: result.token, user: current.user });
        setOutcome({ tone: 'success', text: result.message });
      } else if (session) {
        setOutcome({ tone: 'success', text: (await endSession(session.id)).message });
      }
      await mutate();
    } catch (err) {
      setOutcome({ tone: 'error', text: errorMessage(err, t('sessions.failed')) });
    }
  });

  let body;
  if (isLoading) body = <Spinner />;
  else if (error || !sessions)
    body = (
      <>
        <Alert tone="error">{t('sessions.loadFailed')}</Alert>
        <div>
          <Button variant="ghost" onClick={() => void mutate()}>
            {t('sessions.retry')}
          </Button>
        </div>
      </>
    );
  else if (sessions.length === 0) body = <p>{t('sessions.empty')}</p>;
  else
    body = (
      <>
        <ul className={styles.sessions} aria-label={t('sessions.listLabel')} data-testid="session-list">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} onSignOut={() => action.ask('one', session)} />
          ))}
        </ul>
        {sessions.some((s) => !s.current) && (
          <div>
            <Button variant="danger" onClick={() => action.ask('others', null)}>
              {t('sessions.signOutOthers')}
            </Button>
          </div>
        )}
      </>
    );

  const asking = action.pending;
  return (
    <SettingsSection title={t('sessions.title')} intro={t('sessions.intro')}>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {body}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking?.action === 'others' ? 'sessions.signOutOthersConfirmTitle' : 'sessions.signOutConfirmTitle')}
        message={
          asking?.action === 'others'
            ? t('sessions.signOutOthersConfirmText')
            : t('sessions.signOutConfirmText', { device: deviceOf(asking?.item ?? null) })
        }
        confirmLabel={t(asking?.action === 'others' ? 'sessions.signOutOthers' : 'sessions.signOut')}
        busy={action.busy}
        onConfirm={() => void action.confirm()}
        onCancel={action.dismiss}
      />
    </SettingsSection>
  );
}
