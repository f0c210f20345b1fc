import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateConverterNs } from './date-converter-texts';
import { directions, type Direction } from './directions';
import styles from './date-converter.module.css';

interface DirectionPickerProps {
  value: Direction;
  onChange: (direction: Direction) => void;
}

/** The four directions as one radio group: arrow keys move between them, a screen reader hears the legend. */
export function DirectionPicker({ value, onChange }: DirectionPickerProps) {
  const { t } = useTranslation(dateConverterNs);
  const name = useId();
  return (
    <fieldset className={styles.directions}>
      <legend className={styles.legend}>{t('directionLegend')}</legend>
      <div className={styles.directionGrid}>
        {directions.map((direction) => (
          <label key={direction} className={styles.direction}>
            <input
              type="radio"
              name={name}
              value={direction}
              checked={value === direction}
              onChange={() => onChange(direction)}
            />
            <span>{t(`directions.${direction}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
