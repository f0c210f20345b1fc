import type { Knex } from 'knex';
import type { SignedLinks } from '../../lib/signed-links';
import { storeLines, type LineRole, type LineSource, type PageLine } from './job-list-repository';

/*
 * The ready lines of the job lists (job_list_lines, migration 0870): each line is the DTO of job-dto.ts as JSON
 * text, made once and stored until a write makes it stale, so a page read from the database is joined, signed and
 * sent without a row parsed or a DTO built. Download links expire, so a stored line holds marks in their place and
 * each answer signs them afresh.
 */

/** A list page as the JSON text answered, with the number of its lines (kept-list-pages.ts weighs pages by it). */
export interface ListAnswer {
  json: string;
  lines: number;
}

/**
 * A download link's mark in a stored line: the area and the file between lone UTF-16 surrogates, which
 * JSON.stringify writes as `\udfff` and `\udffe`. No text from the database can hold a lone surrogate (PostgreSQL
 * and the driver keep UTF-8), and any backslash of its own is written doubled, so no customer's text can forge a mark.
 */
export const markedLinks: Pick<SignedLinks, 'link'> = {
  link: (area, fileName) => `\udfff${area}\udffe${encodeURIComponent(fileName)}\udfff`,
};
const MARK = /\\udfff([a-z]+)\\udffe([^\\"]*)\\udfff/g;

/** A stored line with its links signed now. */
export function signedLine(line: string, links: SignedLinks): string {
  return line.includes('\\udfff')
    ? line.replace(MARK, (_mark, area: string, file: string) => links.link(area, decodeURIComponent(file)))
    : line;
}

/** A line made from a job's data, with the version of the lines that data was read at. */
export interface MadeLine {
  id: number;
  version: number;
  line: string;
}

/** How one role's lines are made for some jobs, ready to store (line-maker.ts makes them ahead of readers). */
export interface LineRecipe {
  role: LineRole;
  make(db: Knex, ids: number[]): Promise<MadeLine[]>;
}

/** Each row's line as JSON text, with the version its data was read at. */
export async function madeLines<R extends { id: number }>(
  sources: Promise<LineSource<R>[]>,
  make: (row: R) => object,
): Promise<MadeLine[]> {
  return (await sources).map((row) => ({
    id: row.id,
    version: row.line_version ?? 0,
    line: JSON.stringify(make(row)),
  }));
}

/**
 * The lines of a page in its order: the stored ones as they are, the others made with `make` from what
 * `sources` reads of them and stored for the next reader. A job removed between the two statements is left out.
 */
export async function readyLines<R extends { id: number }>(
  db: Knex,
  role: LineRole,
  page: PageLine[],
  sources: (ids: number[]) => Promise<LineSource<R>[]>,
  make: (row: R) => object,
): Promise<{ id: number; line: string }[]> {
  const missing = page.filter((l) => l.line === null).map((l) => l.id);
  if (missing.length === 0) return page as { id: number; line: string }[];
  const made = await madeLines(sources(missing), make);
  await storeLines(db, role, made);
  const byId = new Map(made.map((m) => [m.id, m.line]));
  return page.flatMap(({ id, line }) => {
    const ready = line ?? byId.get(id);
    return ready === undefined ? [] : [{ id, line: ready }];
  });
}

/**
 * The answer of a page: `{"<key>":[lines…], …rest}` with the lines' links signed, the same text JSON.stringify
 * makes of the page as an object.
 */
export function pageAnswer(key: 'items' | 'jobs', lines: string[], links: SignedLinks, rest: object): ListAnswer {
  const signed = lines.map((line) => signedLine(line, links));
  return { json: `{"${key}":[${signed.join(',')}],${JSON.stringify(rest).slice(1)}`, lines: lines.length };
}
