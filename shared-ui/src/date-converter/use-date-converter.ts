import { useState } from 'react';
import { rumiYearToWestern, type Conversion, type DateField, type Problem, type YearSpan } from '../ottoman-dates';
import { allowsYearOnly, convertBy, type Direction } from './directions';

/** The form's three fields as typed; the month holds a month number or YEAR_ONLY. */
export interface DateInput {
  day: string;
  month: string;
  year: string;
}

/** The month choice that converts a Rûmî year given alone. */
export const YEAR_ONLY = 'year';

export type FieldError = Problem | { code: 'required'; field: DateField };

export type Outcome =
  | { kind: 'date'; conversion: Extract<Conversion, { ok: true }> }
  | { kind: 'year'; span: Extract<YearSpan, { ok: true }> };

const empty: DateInput = { day: '', month: '', year: '' };

const asNumber = (text: string): number | undefined => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : undefined);

/** The converter form's state: direction, fields, field errors and the last result. */
export function useDateConverter() {
  const [direction, setDirection] = useState<Direction>('hijri-to-western');
  const [input, setInput] = useState<DateInput>(empty);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [outcome, setOutcome] = useState<Outcome>();

  const chooseDirection = (next: Direction) => {
    setDirection(next);
    // month lists differ between calendars; day and year are kept for the next try
    setInput((current) => ({ ...current, month: '' }));
    setErrors([]);
    setOutcome(undefined);
  };

  const change = (field: DateField, value: string) => setInput((current) => ({ ...current, [field]: value }));

  const fail = (found: FieldError[]) => {
    setErrors(found);
    setOutcome(undefined);
  };

  const submit = () => {
    const yearOnly = allowsYearOnly(direction) && input.month === YEAR_ONLY;
    const day = asNumber(input.day);
    const month = asNumber(input.month);
    const year = asNumber(input.year);
    const missing: FieldError[] = [];
    if (!yearOnly && day === undefined) missing.push({ code: 'required', field: 'day' });
    if (!yearOnly && month === undefined) missing.push({ code: 'required', field: 'month' });
    if (year === undefined) missing.push({ code: 'required', field: 'year' });
    if (missing.length > 0 || year === undefined) return fail(missing);

    if (yearOnly) {
      const span = rumiYearToWestern(year);
      if (!span.ok) return fail([span.problem]);
      setErrors([]);
      return setOutcome({ kind: 'year', span });
    }
    const conversion = convertBy[direction]({ year, month: month ?? 0, day: day ?? 0 });
    if (!conversion.ok) return fail([conversion.problem]);
    setErrors([]);
    setOutcome({ kind: 'date', conversion });
  };

  return { direction, chooseDirection, input, change, errors, outcome, submit };
}
