// ESLint rule `table-owners/one-owner`: a table is queried only by its owner's repository files, as listed in
// api/src/db/models/owners.mjs. Outside the owner it refuses a value import of the table's model, a knex call
// naming the table (`db('t')`, `trx('t as x')`, `.join('t')`, `.from('t')`, …) and SQL text naming it
// (`from t`, `join t`, `update t`, `into t` in any string). Tables that still list `strays` are not checked yet.
import path from 'node:path';
import { tableOwners } from '../../api/src/db/models/owners.mjs';

const apiSrc = path.resolve(import.meta.dirname, '../../api/src');
const modelsDir = path.join(apiSrc, 'db/models');
const knexCallees = /^(db|trx|tx|knex)$/;
const tableMethods =
  /^(db|trx|knex|from|into|table|join|innerJoin|leftJoin|leftOuterJoin|rightJoin|fullOuterJoin|crossJoin)$/;

/** Does the file (relative to api/src, with '/') belong to one of the owners? */
function ownedBy(file, owners) {
  return owners.some((owner) =>
    owner.endsWith('.ts')
      ? file === owner
      : file.startsWith(`${owner}/`) && /(^|\/|-)repository\.ts$/.test(path.posix.basename(file)),
  );
}

/** The checked tables a file may not touch. */
export function foreignTables(file, entries = tableOwners) {
  return entries.filter((entry) => !entry.strays?.length && !ownedBy(file, entry.owners));
}

const sqlNaming = (table) => new RegExp(`\\b(from|join|update|into)\\s+"?${table}"?(?![\\w."])`, 'i');

/** @type {import('eslint').Rule.RuleModule} */
const oneOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is queried only by its owner module (api/src/db/models/owners.mjs).' },
    schema: [],
    messages: {
      foreign:
        "'{{table}}' belongs to {{owners}} (api/src/db/models/owners.mjs): call a function of its repository instead of querying it here.",
    },
  },
  create(context) {
    const file = path.relative(apiSrc, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const foreign = foreignTables(file);
    if (foreign.length === 0) return {};
    const byName = new Map(foreign.filter((entry) => entry.name).map((entry) => [entry.name, entry]));
    const byTable = new Map(foreign.map((entry) => [entry.table, entry]));
    const sql = foreign.map((entry) => [entry, sqlNaming(entry.table)]);
    const report = (node, entry) =>
      context.report({ node, messageId: 'foreign', data: { table: entry.table, owners: entry.owners.join(', ') } });
    const checkText = (node, text) => {
      for (const [entry, pattern] of sql) if (pattern.test(text)) report(node, entry);
    };
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string') return;
        const target = path.resolve(path.dirname(context.filename), node.source.value);
        if (path.dirname(target) !== modelsDir) return;
        const model = path.basename(target).replace(/\.(ts|js)$/, '');
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const entry = byName.get(specifier.imported.name);
          if (entry && entry.model === model) report(specifier, entry);
        }
      },
      CallExpression(node) {
        const [first] = node.arguments;
        if (first?.type !== 'Literal' || typeof first.value !== 'string') return;
        const callee = node.callee;
        const named =
          (callee.type === 'Identifier' && knexCallees.test(callee.name)) ||
          (callee.type === 'MemberExpression' &&
            callee.property.type === 'Identifier' &&
            tableMethods.test(callee.property.name));
        if (!named) return;
        const entry = byTable.get(first.value.split(/\s+as\s+|\s+/)[0]);
        if (entry) report(first, entry);
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export const tableOwnersPlugin = { rules: { 'one-owner': oneOwner } };
