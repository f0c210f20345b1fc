import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { ConversionResult } from './conversion-result';
import { DateFields } from './date-fields';
import { dateConverterNs } from './date-converter-texts';
import { DirectionPicker } from './direction-picker';
import { useDateConverter } from './use-date-converter';
import styles from './date-converter.module.css';

/**
 * Hijri ↔ Gregorian and Rûmî ↔ Gregorian, day by day, with the Ottoman month names and the warnings a reader of
 * old documents needs (moon sighting, the Rûmî year that began in March, the 1917 and 1926 changes).
 */
export function DateConverter() {
  const { t } = useTranslation(dateConverterNs);
  const { direction, chooseDirection, input, change, errors, outcome, submit } = useDateConverter();
  return (
    <div className={styles.converter} data-testid="date-converter">
      <form
        aria-label={t('formLabel')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DirectionPicker value={direction} onChange={chooseDirection} />
        <DateFields direction={direction} input={input} errors={errors} onChange={change} />
        <Button type="submit">{t('convert')}</Button>
      </form>
      <ConversionResult outcome={outcome} />
    </div>
  );
}
