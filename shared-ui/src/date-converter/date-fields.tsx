import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from 'shared-ui';
import type { DateField } from '../ottoman-dates';
import { dateConverterNs } from './date-converter-texts';
import { allowsYearOnly, inputCalendarOf, type Direction } from './directions';
import type { Language } from './format-date';
import { monthOptions } from './month-options';
import { YEAR_ONLY, type DateInput, type FieldError } from './use-date-converter';
import styles from './date-converter.module.css';

interface DateFieldsProps {
  direction: Direction;
  input: DateInput;
  errors: FieldError[];
  onChange: (field: DateField, value: string) => void;
}

const numeric = { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } as const;

/** Day, month (a list of the calendar's month names) and year; each shows its own error. */
export function DateFields({ direction, input, errors, onChange }: DateFieldsProps) {
  const { t, i18n } = useTranslation(dateConverterNs);
  const language: Language = i18n.language === 'en' ? 'en' : 'tr';
  const calendar = inputCalendarOf[direction];
  const yearOnly = allowsYearOnly(direction);
  const options = monthOptions(calendar, language);
  const errorOf = (field: DateField) => {
    const error = errors.find((e) => e.field === field);
    if (!error) return undefined;
    if (error.code === 'required') return t(`required.${field}`);
    return t(`problems.${error.code}`, { max: error.code === 'dayOutOfMonth' ? error.max : undefined });
  };
  const yearHint = direction === 'western-to-rumi' ? 'westernForRumi' : calendar;

  return (
    <div className={styles.fields}>
      {input.month !== YEAR_ONLY && (
        <TextField
          label={t('day')}
          className={styles.day}
          value={input.day}
          error={errorOf('day')}
          onChange={(e) => onChange('day', e.target.value)}
          {...numeric}
          maxLength={2}
        />
      )}
      <SelectField
        label={t('month')}
        className={styles.month}
        placeholder={t('monthPlaceholder')}
        options={yearOnly ? [...options, { value: YEAR_ONLY, label: t('yearOnly') }] : options}
        value={input.month}
        error={errorOf('month')}
        onChange={(value) => onChange('month', value)}
      />
      <TextField
        label={t('year')}
        className={styles.year}
        hint={t(`yearHint.${yearHint}`)}
        value={input.year}
        error={errorOf('year')}
        onChange={(e) => onChange('year', e.target.value)}
        {...numeric}
      />
    </div>
  );
}
