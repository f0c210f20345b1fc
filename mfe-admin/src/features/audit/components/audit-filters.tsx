import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from 'shared-ui';
import { adminAuditKinds } from 'shared-ui/contracts';
import { noAuditFilters, useAuditActors, type AuditFilters as Filters } from '../api/audit';
import styles from './audit.module.css';

interface Props {
  value: Filters;
  onApply: (filters: Filters) => void;
  /** The server's field messages for the filters it refused. */
  errors: Record<string, string>;
}

/** Who, what kind, which days, which job and whom: applied together, so a half-typed code asks nothing. */
export function AuditFilters({ value, onApply, errors }: Props) {
  const { t } = useTranslation('admin-audit');
  const actors = useAuditActors();
  const [typed, setTyped] = useState(value);
  const set = (name: keyof Filters) => (next: string) => setTyped((f) => ({ ...f, [name]: next }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(typed);
  };
  const clear = () => {
    setTyped(noAuditFilters);
    onApply(noAuditFilters);
  };

  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('filter.legend')} noValidate>
      <SelectField
        label={t('filter.actor')}
        value={typed.actor_id}
        error={errors.actor_id}
        options={[
          { value: '', label: t('filter.anyActor') },
          ...actors.map((a) => ({ value: String(a.id), label: a.name })),
        ]}
        onChange={set('actor_id')}
      />
      <SelectField
        label={t('filter.kind')}
        value={typed.kind}
        error={errors.kind}
        options={[
          { value: '', label: t('filter.anyKind') },
          ...adminAuditKinds.map((k) => ({ value: k, label: t(`kind.${k}`) })),
        ]}
        onChange={set('kind')}
      />
      <TextField
        type="date"
        label={t('filter.from')}
        value={typed.from}
        error={errors.from}
        onChange={(e) => set('from')(e.target.value)}
      />
      <TextField
        type="date"
        label={t('filter.to')}
        value={typed.to}
        error={errors.to}
        onChange={(e) => set('to')(e.target.value)}
      />
      <TextField
        label={t('filter.job')}
        placeholder={t('filter.jobPlaceholder')}
        value={typed.job}
        maxLength={20}
        error={errors.job}
        onChange={(e) => set('job')(e.target.value)}
      />
      <TextField
        type="search"
        label={t('filter.user')}
        value={typed.user}
        maxLength={100}
        error={errors.user}
        onChange={(e) => set('user')(e.target.value)}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('filter.apply')}</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          {t('filter.clear')}
        </Button>
      </div>
    </form>
  );
}
