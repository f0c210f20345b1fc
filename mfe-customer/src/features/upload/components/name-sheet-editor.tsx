import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from 'shared-ui';
import { jobSpecialtiesNs } from 'shared-ui/job-specialties';
import { NAME_SHEET_MAX_ROWS, nameSheetKinds } from 'shared-ui/contracts';
import styles from './job-upload-form.module.css';

export interface SheetRow {
  kind: string;
  source: string;
  spelling: string;
}

export const emptySheetRow: SheetRow = { kind: 'name', source: '', spelling: '' };

interface Props {
  rows: SheetRow[];
  onChange: (rows: SheetRow[]) => void;
  /** Per row index: the message for a row missing its spelling. */
  errors: Record<number, string>;
  /** The server's message for the whole sheet. */
  error?: string;
}

/**
 * How names, places and dates must be written in a certified translation, one row each — kind, the
 * form in the document (optional) and the required spelling. Rows are added and removed with buttons; every
 * input is labelled with its row number for screen readers.
 */
export function NameSheetEditor({ rows, onChange, errors, error }: Props) {
  const { t } = useTranslation(['customer', jobSpecialtiesNs]);
  const update = (index: number, patch: Partial<SheetRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const kinds = nameSheetKinds.map((k) => ({ value: k, label: t(`jobSpecialties:nameSheet.kinds.${k}`) }));

  return (
    <fieldset className={styles.sheet} data-testid="name-sheet-editor">
      <legend className={styles.sheetTitle}>{t('upload.sheetTitle')}</legend>
      <p className={styles.sheetHint}>{t('upload.sheetHint')}</p>
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <div key={i} className={styles.sheetRow} role="group" aria-label={t('upload.sheetRow', { n })}>
            <SelectField
              label={`${t('jobSpecialties:nameSheet.kind')} (${n})`}
              options={kinds}
              value={row.kind}
              onChange={(kind) => update(i, { kind })}
            />
            <TextField
              label={`${t('jobSpecialties:nameSheet.source')} (${n})`}
              value={row.source}
              maxLength={200}
              onChange={(e) => update(i, { source: e.target.value })}
            />
            <TextField
              label={`${t('jobSpecialties:nameSheet.spelling')} (${n})`}
              value={row.spelling}
              maxLength={200}
              error={errors[i]}
              onChange={(e) => update(i, { spelling: e.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className={styles.sheetRemove}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              {t('upload.sheetRemove', { n })}
            </Button>
          </div>
        );
      })}
      {error && (
        <p className={styles.sheetError} role="alert">
          {error}
        </p>
      )}
      {rows.length < NAME_SHEET_MAX_ROWS ? (
        <Button type="button" variant="secondary" size="sm" onClick={() => onChange([...rows, { ...emptySheetRow }])}>
          {t('upload.sheetAdd')}
        </Button>
      ) : (
        <p className={styles.sheetHint}>{t('upload.sheetFull')}</p>
      )}
    </fieldset>
  );
}
