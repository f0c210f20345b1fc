import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const apiSrc = path.join(root, 'api/src');

interface Entry {
  table: string;
  model?: string;
  name?: string;
  owners: string[];
  strays?: string[];
}

/** owners.mjs is ES module data: read it in a child Node, as ESLint does. */
function readTable(): Entry[] {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { tableOwners } = await import(${JSON.stringify(path.join(__dirname, 'owners.mjs'))}); console.log(JSON.stringify(tableOwners));`,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Entry[];
}

interface Sample {
  file: string;
  text: string;
}

/** Lints each sample as if it lived at `file`, with the project's config; the one-owner rule's messages per sample. */
function lint(samples: Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const samples = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const out = [];
    for (const { file, text } of samples) {
      const [result] = await eslint.lintText(text, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'table-owners/one-owner').map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(samples)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const inModule = (module: string, file: string) => path.join(apiSrc, 'modules', module, file);
const importPriceGroup =
  "import { PriceGroup } from '../../db/models/pricing';\nexport const groups = () => PriceGroup.query();\n";

describe('one owner per table (api/src/db/models/owners.mjs)', () => {
  const table = readTable();

  it('lists every model class once, with owners and strays that exist', () => {
    const modelsDir = __dirname;
    const classes = readdirSync(modelsDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) =>
        [...readFileSync(path.join(modelsDir, name), 'utf8').matchAll(/^export class (\w+)/gm)].map(
          (m) => `${name.replace(/\.ts$/, '')}:${m[1]}`,
        ),
      );
    const modelled = table.filter((entry) => entry.model);
    expect(modelled.map((entry) => `${entry.model}:${entry.name}`).sort()).toEqual(classes.sort());
    expect(new Set(table.map((entry) => entry.table)).size).toBe(table.length);
    const paths = table.flatMap((entry) => [...entry.owners, ...(entry.strays ?? [])]);
    expect(paths.filter((p) => !existsSync(path.join(apiSrc, p)))).toEqual([]);
  });

  it('refuses a model import, a table call and SQL text naming an owned table outside its owner', () => {
    const [modelImport, tableCall, rawSql, ownerHandler, modelless] = lint([
      { file: inModule('stats', 'probe.ts'), text: importPriceGroup },
      {
        file: inModule('stats', 'probe-repository.ts'),
        text: "import type { Knex } from 'knex';\nexport const rows = (db: Knex) => db('price_groups as g').select('g.id');\n",
      },
      {
        file: inModule('stats', 'probe-repository.ts'),
        text: "import type { Knex } from 'knex';\nexport const rows = (db: Knex) => db.raw('select id from price_groups');\n",
      },
      // inside the owner module, only its repository files query
      { file: inModule('pricing', 'probe.ts'), text: importPriceGroup },
      // a table with no model is checked by its name
      {
        file: inModule('stats', 'probe-repository.ts'),
        text: "import type { Knex } from 'knex';\nexport const next = (trx: Knex) => trx('receipt_counters').first();\n",
      },
    ]);
    expect(modelless).toEqual([expect.stringContaining("'receipt_counters' belongs to modules/receipts")]);
    for (const messages of [modelImport, tableCall, rawSql, ownerHandler]) {
      expect(messages).toEqual([expect.stringContaining("'price_groups' belongs to modules/pricing")]);
    }
  });

  it("lets the owner's repository query its table, and anyone import its type", () => {
    const [ownerRepository, typeImport] = lint([
      { file: inModule('pricing', 'probe-repository.ts'), text: importPriceGroup },
      {
        file: inModule('stats', 'probe.ts'),
        text: "import type { PriceGroup } from '../../db/models/pricing';\nexport type Row = Pick<PriceGroup, 'id'>;\n",
      },
    ]);
    expect(ownerRepository).toEqual([]);
    expect(typeImport).toEqual([]);
  });

  it('leaves unchecked only the tables that still name their strays, each of which still touches the table', () => {
    // Every table is checked: a table that lists strays again (a file outside its owner that still queries it)
    // shows here, and each stray named must still touch the table.
    const left = table.filter((entry) => entry.strays?.length);
    expect(left.map((entry) => entry.table)).toEqual([]);
    const stale = left.flatMap((entry) =>
      (entry.strays ?? []).filter((file) => {
        const text = readFileSync(path.join(apiSrc, file), 'utf8');
        const namesModel = entry.name !== undefined && new RegExp(`\\b${entry.name}\\b`).test(text);
        return !namesModel && !new RegExp(`\\b${entry.table}\\b`).test(text);
      }),
    );
    expect(stale).toEqual([]);
  });
});
