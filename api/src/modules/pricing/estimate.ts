import type { Knex } from 'knex';
import {
  liraOf,
  messageText,
  priceLineLabel,
  priceOf,
  todayInIstanbul,
  type EstimateAnswer,
  type EstimateFields,
  type EstimateReason,
  type Locale,
  type PriceBreakdown,
} from 'shared-ui/contracts';
import { ValidationError } from '../../errors/app-error';
import { languagesRepository } from '../content/languages/repository';
import { countDocument, type DocumentCount } from '../job-previews/count-document';
import { findGroupsOfLanguages, findPriceRules } from './repository';

/** A document on disk (a request's temporary file) and the extension its bytes were checked against. */
export interface DocumentOnDisk {
  path: string;
  extension: string;
}

/** The fields an estimate needs: the public form's, or a job upload's (which has more). */
export type EstimateBasisFields = Pick<
  EstimateFields,
  'source_lang' | 'target_lang' | 'translation_type' | 'delivery_date' | 'page_count' | 'legibility' | 'ottoman_output'
>;

export type EstimateResult =
  | {
      breakdown: PriceBreakdown;
      pages: number;
      words: number | null;
      due_date: string;
      basis: 'words' | 'pages';
      pages_from: 'document' | 'customer';
    }
  | { reason: EstimateReason };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The languages as the table spells them (Turkish case rules, as the upload compares them). */
async function languageIdsOf(db: Knex, fields: EstimateBasisFields): Promise<[number, number]> {
  const all = await languagesRepository(db).listLanguages();
  const find = (name: string) => all.find((l) => l.name.toLocaleLowerCase('tr') === name.toLocaleLowerCase('tr'));
  const source = find(fields.source_lang);
  const target = find(fields.target_lang);
  const errors: Record<string, string> = {};
  if (!source) errors.source_lang = 'unknownLanguage';
  if (!target) errors.target_lang = 'unknownLanguage';
  else if (source?.id === target.id) errors.target_lang = 'invalidValue';
  if (!source || !target || Object.keys(errors).length) throw new ValidationError(errors);
  return [source.id, target.id];
}

/**
 * Pages: a PDF's are counted exactly; any other format counts as one page (count-document.ts), so the page count
 * the customer gives wins there; a text's one page stands when its words were counted. Without either, the
 * document cannot be priced here.
 */
function countOf(facts: DocumentCount | null, document: DocumentOnDisk, givenPages: number | null) {
  const words = facts?.words ?? null;
  const counted = facts && document.extension === 'pdf' ? facts.pages : null;
  if (counted !== null) return { pages: counted, words, pages_from: 'document' as const };
  if (givenPages !== null) return { pages: givenPages, words, pages_from: 'customer' as const };
  if (facts && words !== null) return { pages: facts.pages, words, pages_from: 'document' as const };
  return null;
}

/**
 * Prices a document with the office's list: the dearer group of the two languages, the counted (or given) pages
 * and words, and the delivery date pushed back when the office's pace needs more days than were asked for.
 */
export async function estimateDocument(
  db: Knex,
  document: DocumentOnDisk,
  fields: EstimateBasisFields,
): Promise<EstimateResult> {
  const languageIds = await languageIdsOf(db, fields);
  const groups = await findGroupsOfLanguages(db, languageIds);
  const group = groups.sort((a, b) => b.per_page_kurus - a.per_page_kurus)[0];
  if (!group) return { reason: 'languageNotPriced' };
  // counted, not previewed: nothing is drawn, and the count does not wait behind the previews' queue
  const count = countOf(await countDocument(document.path, document.extension), document, fields.page_count);
  if (!count) return { reason: 'notCountable' };
  const rules = await findPriceRules(db);
  const today = dayNumber(todayInIstanbul());
  const earliest = today + Math.ceil(count.pages / rules.pages_per_day);
  const due = Math.max(dayNumber(fields.delivery_date), earliest);
  const breakdown = priceOf(rules, {
    per_page_kurus: group.per_page_kurus,
    per_word_kurus: group.per_word_kurus,
    pages: count.pages,
    words: count.words,
    translation_type: fields.translation_type,
    days_until_due: due - today,
    legibility: fields.legibility,
    ottoman_output: fields.ottoman_output,
  });
  const basis = breakdown.lines[0]?.kind === 'words' ? 'words' : 'pages';
  return { breakdown, ...count, due_date: dayOf(due), basis };
}

/** The contract's answer (ARCHITECTURE.md §2): lira with two decimals, lines in the reader's language. */
export function estimateAnswerOf(result: EstimateResult, locale: Locale): EstimateAnswer {
  if ('reason' in result) return { estimate: null, reason: result.reason, message: messageText(result.reason, locale) };
  return {
    estimate: {
      total: liraOf(result.breakdown.total_kurus),
      currency: 'TRY',
      vat_included: true,
      pages: result.pages,
      words: result.words,
      due_date: result.due_date,
      lines: result.breakdown.lines.map((line) => ({
        label: priceLineLabel(line, locale),
        amount: liraOf(line.amount_kurus),
      })),
      basis: result.basis,
      pages_from: result.pages_from,
    },
  };
}
