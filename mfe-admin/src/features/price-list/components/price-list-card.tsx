import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, errorMessage, formatLira, formatMoment, type PriceGroupDto } from 'shared-ui';
import { localizedName } from 'shared-ui/contracts';
import { usePriceList, usePriceListActions } from '../api/price-list';
import { PriceGroupForm } from './price-group-form';
import { PriceRulesForm } from './price-rules-form';
import styles from './price-list.module.css';
import card from '../../../layout/settings-card.module.css';

/**
 * "Fiyat listesi" in Site ayarları: the language groups with their page and word prices, the surcharges, the
 * minimum charge and KDV that the instant estimate prices with, and the audited changes.
 */
export function PriceListCard() {
  const { t, i18n } = useTranslation('admin-prices');
  const { data, error } = usePriceList();
  const { deleteGroup } = usePriceListActions();
  const [editing, setEditing] = useState<PriceGroupDto | 'new' | null>(null);
  const [failure, setFailure] = useState('');
  const lira = (amount: number) => formatLira(amount, i18n.language);
  const remove = async (group: PriceGroupDto) => {
    try {
      await deleteGroup(group.id);
    } catch (err) {
      setFailure(errorMessage(err, t('failed')));
    }
  };
  return (
    <div className={card.card} data-testid="price-list">
      <h2 className={card.cardTitle}>{t('title')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <h3 className={card.subtitle}>{t('groups')}</h3>
          <ul className={styles.groups}>
            {data.groups.map((g) => (
              <li key={g.id} className={styles.group}>
                <strong>{i18n.language === 'en' ? g.name_en : g.name_tr}</strong>
                <span>{t('group.prices', { page: lira(g.per_page), word: lira(g.per_word) })}</span>
                <span className={styles.muted}>
                  {g.languages.map((l) => localizedName(l, i18n.language)).join(', ')}
                </span>
                <span className={styles.actions}>
                  <Button variant="secondary" onClick={() => setEditing(g)}>
                    {t('edit')}
                  </Button>
                  <Button variant="danger" onClick={() => void remove(g)}>
                    {t('delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {failure && <Alert tone="error">{failure}</Alert>}
          {editing ? (
            <PriceGroupForm
              key={editing === 'new' ? 'new' : editing.id}
              group={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {t('addGroup')}
            </Button>
          )}
          <h3 className={card.subtitle}>{t('rules.title')}</h3>
          <PriceRulesForm rules={data.rules} />
          {data.changes.length > 0 && (
            <>
              <h3 className={card.subtitle}>{t('changes')}</h3>
              <ol className={styles.changes}>
                {data.changes.slice(0, 10).map((c) => (
                  <li key={c.id}>
                    <time dateTime={c.at}>{formatMoment(c.at, i18n.language)}</time> —{' '}
                    {t(`change.${c.entity}`, { name: c.actor_name ?? '—' })}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </div>
  );
}
