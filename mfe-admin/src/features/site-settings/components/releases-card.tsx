import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ConfirmDialog,
  SelectField,
  Spinner,
  errorMessage,
  formatMoment,
  useConfirmedAction,
  type RemoteReleasesDto,
} from 'shared-ui';
import { useAdminReleases, useChooseRelease } from '../api/releases';
import styles from './site-settings.module.css';

/** The value of "the build that came with the server" in the version select (a version never starts with '@'). */
const BUILT_IN = '@built-in';

interface Choice {
  target: RemoteReleasesDto;
  version: string | null;
}

/**
 * "Sürümler": which numbered release (`npm run release -w <remote>`) each panel serves. A change takes
 * effect on the visitors' next page load, without a rebuild or restart; the version it replaced stays one click
 * away as the rollback. Every change is confirmed and audited.
 */
export function ReleasesCard() {
  const { t, i18n } = useTranslation('admin-site');
  const { data, error } = useAdminReleases();
  const choose = useChooseRelease();
  const [selected, setSelected] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const change = useConfirmedAction(async (_action: 'use' | 'rollback', choice: Choice) => {
    try {
      const answer = await choose(choice.target.remote, choice.version);
      setNotice({ tone: 'success', text: answer.message });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('releases.failed')) });
    }
  });
  const label = (version: string | null) => version ?? t('releases.builtIn');

  return (
    <div className={styles.card} data-testid="releases">
      <h2 className={styles.cardTitle}>{t('releases.title')}</h2>
      <p className={styles.intro}>{t('releases.intro')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {error ? (
        <Alert tone="error">{errorMessage(error, t('releases.loadFailed'))}</Alert>
      ) : !data ? (
        <Spinner />
      ) : (
        <ul className={styles.releases}>
          {data.items.map((item) => {
            const value = selected[item.remote] ?? item.active ?? BUILT_IN;
            const picked = value === BUILT_IN ? null : value;
            return (
              <li key={item.remote} className={styles.release} data-remote={item.remote}>
                <h3 className={styles.releaseName}>{t(`releases.remote.${item.remote}`)}</h3>
                <p>
                  {t('releases.serving')} <strong>{label(item.active)}</strong>
                  {item.changedAt && (
                    <>
                      {' '}
                      ({t('releases.since')}{' '}
                      <time dateTime={item.changedAt}>{formatMoment(item.changedAt, i18n.language)}</time>)
                    </>
                  )}
                </p>
                <div className={styles.releaseActions}>
                  <SelectField
                    label={t('releases.version')}
                    value={value}
                    options={[
                      { value: BUILT_IN, label: t('releases.builtIn') },
                      ...item.versions.map((v) => ({
                        value: v.version,
                        label: `${v.version} — ${formatMoment(v.createdAt, i18n.language)}`,
                      })),
                    ]}
                    onChange={(v) => setSelected((s) => ({ ...s, [item.remote]: v }))}
                  />
                  <Button
                    disabled={picked === item.active}
                    onClick={() => change.ask('use', { target: item, version: picked })}
                  >
                    {t('releases.use')}
                  </Button>
                  {item.changedAt && item.previous !== item.active && (
                    <Button
                      variant="secondary"
                      onClick={() => change.ask('rollback', { target: item, version: item.previous })}
                    >
                      {t('releases.rollback', { version: label(item.previous) })}
                    </Button>
                  )}
                </div>
                {item.versions.length === 0 && (
                  <p className={styles.hint}>{t('releases.none', { remote: item.remote })}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data && data.changes.length > 0 && (
        <>
          <h3 className={styles.releaseName}>{t('releases.changes')}</h3>
          <ol className={styles.changes}>
            {data.changes.map((c) => (
              <li key={c.id}>
                <time dateTime={c.at}>{formatMoment(c.at, i18n.language)}</time> —{' '}
                {t('releases.change', {
                  remote: t(`releases.remote.${c.remote}`),
                  from: label(c.from),
                  to: label(c.to),
                  name: c.actorName ?? '—',
                })}
              </li>
            ))}
          </ol>
        </>
      )}
      <ConfirmDialog
        open={change.pending !== null}
        tone="primary"
        title={t(change.pending?.action === 'rollback' ? 'releases.confirmRollback' : 'releases.confirmUse')}
        message={t('releases.confirmMessage', {
          remote: change.pending ? t(`releases.remote.${change.pending.item.target.remote}`) : '',
          from: label(change.pending?.item.target.active ?? null),
          to: label(change.pending?.item.version ?? null),
        })}
        confirmLabel={t(change.pending?.action === 'rollback' ? 'releases.rollbackShort' : 'releases.use')}
        busy={change.busy}
        onConfirm={() => void change.confirm()}
        onCancel={change.dismiss}
      />
    </div>
  );
}
