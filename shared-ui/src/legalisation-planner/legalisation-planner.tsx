import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, SelectField } from 'shared-ui';
import { apostilleMembersAsOf, legalisationRouteOf, legalisationSteps } from 'shared-ui/contracts';
import { plannerCountryOptions } from './planner-country-options';
import { legalisationPlannerNs } from './legalisation-planner-texts';
import styles from './legalisation-planner.module.css';

interface Props {
  /** ISO 3166-1 alpha-2 code, or '' before a choice. */
  value: string;
  onChange: (country: string) => void;
  error?: string;
}

/**
 * The customer picks where the document will be used and sees the route — sworn translation, notary,
 * then the apostille (Hague Apostille Convention states) or the Ministry of Foreign Affairs and the consulate
 * (the others) — with who does each step, how long it takes and what to bring.
 */
export function LegalisationPlanner({ value, onChange, error }: Props) {
  const { t, i18n } = useTranslation(legalisationPlannerNs);
  const options = useMemo(() => plannerCountryOptions(i18n.language), [i18n.language]);
  const country = options.find((o) => o.value === value)?.label ?? '';
  const route = value ? legalisationRouteOf(value) : null;

  return (
    <section className={styles.planner} aria-labelledby="legalisation-planner-title" data-testid="legalisation-planner">
      <h2 id="legalisation-planner-title" className={styles.title}>
        {t('title')}
      </h2>
      <SelectField
        label={t('country')}
        hint={t('countryHint')}
        placeholder={t('countryPlaceholder')}
        options={options}
        value={value}
        onChange={onChange}
        error={error}
        name="legalisation_country"
      />
      {route && (
        <div aria-live="polite" data-testid="legalisation-route">
          <h3 className={styles.routeTitle}>{t('routeTitle', { country })}</h3>
          <p className={styles.summary}>{t(`routes.${route}`, { country })}</p>
          <ol className={styles.steps}>
            {legalisationSteps[route].map((step) => (
              <li key={step} className={styles.step}>
                <strong className={styles.stepTitle}>{t(`steps.${step}.title`)}</strong>
                <dl className={styles.facts}>
                  <dt>{t('who')}</dt>
                  <dd>{t(`steps.${step}.who`, { country })}</dd>
                  <dt>{t('time')}</dt>
                  <dd>{t(`steps.${step}.time`)}</dd>
                  <dt>{t('bring')}</dt>
                  <dd>{t(`steps.${step}.bring`)}</dd>
                </dl>
              </li>
            ))}
          </ol>
          <p className={styles.source}>{t('source', { date: formatDay(apostilleMembersAsOf, i18n.language) })}</p>
        </div>
      )}
    </section>
  );
}
