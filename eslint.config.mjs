// ESLint for the whole tree, one flat config. The rules hold the architecture (docs/decisions.md, "Code quality"):
// no unused code, no `any`, type-only imports, no import cycles, import zones, process.env only where it belongs.
// No rule here needs type information, so a full run stays quick on a small machine.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { tableOwnersPlugin } from './tooling/eslint/table-owners.mjs';

const root = import.meta.dirname;
const remotes = ['shell', 'mfe-public', 'mfe-customer', 'mfe-translator', 'mfe-admin'];

const subfolders = (dir) =>
  readdirSync(dir).filter((name) => statSync(path.join(dir, name), { throwOnError: false })?.isDirectory());

/** A remote's features (`src/features/<feature>`), each with its folders; none for a remote without features/. */
function featuresOf(remote) {
  const featuresDir = path.join(root, remote, 'src/features');
  let features;
  try {
    features = subfolders(featuresDir);
  } catch {
    return [];
  }
  return features.map((feature) => ({ feature, folders: subfolders(path.join(featuresDir, feature)) }));
}

/**
 * A feature's public surface is its own root files (index.ts, `<feature>-texts.ts`), `screens/` (what routes
 * mount) and `api/` (requests, their cache keys and hooks). Every other folder of a feature (components,
 * utils, testing, …) is internal: no other feature of the remote may import it.
 */
const publicFeatureFolders = new Set(['api', 'screens']);
function featureZones(remote) {
  const featuresDir = `${remote}/src/features`;
  const features = featuresOf(remote);
  if (features.length < 2) return [];
  return features.flatMap(({ feature, folders }) =>
    folders
      .filter((folder) => !publicFeatureFolders.has(folder))
      .map((folder) => ({
        target: features
          .filter((other) => other.feature !== feature)
          .map((other) => `./${featuresDir}/${other.feature}`),
        from: `./${featuresDir}/${feature}/${folder}`,
        message: `'${folder}/' is internal to the '${feature}' feature: import its index, screens/ or api/, or move the shared piece up to src/ or shared-ui.`,
      })),
  );
}

/**
 * `routes/` mounts screens: of a feature it imports only `screens/` (or the feature's own root files), never the
 * components, hooks, api or utils a screen is made of.
 */
function routeZones(remote) {
  return featuresOf(remote).flatMap(({ feature, folders }) =>
    folders
      .filter((folder) => folder !== 'screens')
      .map((folder) => ({
        target: `./${remote}/src/routes`,
        from: `./${remote}/src/features/${feature}/${folder}`,
        message: `routes/ mounts screens: import the '${feature}' feature's screens/, not its '${folder}/'.`,
      })),
  );
}

/** A remote (and the shell) imports only shared-ui, packages and itself; never another remote, the API or e2e. */
function remoteZones(remote) {
  return [
    {
      target: `./${remote}/src`,
      from: '.',
      except: [
        `./${remote}`,
        './shared-ui',
        './node_modules',
        // The standalone entry (bootstrap.tsx) renders the remote without the shell during development.
        './tooling/standalone-root.tsx',
      ],
      message: `${remote} may import only shared-ui, packages and its own files (remotes meet only through the shell).`,
    },
    {
      target: `./${remote}/src/features`,
      from: [`./${remote}/src/routes`, `./${remote}/src/expose`],
      message: 'Imports flow one way: routes and expose/ compose features; a feature never imports them.',
    },
  ];
}

const zones = [
  ...remotes.flatMap(remoteZones),
  ...remotes.flatMap(featureZones),
  ...remotes.flatMap(routeZones),
  {
    target: './shared-ui/src',
    from: '.',
    except: ['./shared-ui', './node_modules'],
    message: 'shared-ui is the bottom layer: it imports no remote, no shell and no API code.',
  },
  {
    target: './shared-ui/src/contracts',
    from: './shared-ui/src',
    except: ['./contracts'],
    message: 'Contracts are zod only, shared with the API: no components, no session, no i18n.',
  },
  {
    target: './ssr/src',
    from: '.',
    except: [
      './ssr',
      './shared-ui',
      './node_modules',
      './shell/src/server.ts',
      './mfe-public/src/expose/server.ts',
      './mfe-customer/src/expose/server.ts',
      './mfe-translator/src/expose/server.ts',
      './mfe-admin/src/expose/server.tsx',
    ],
    message:
      'ssr takes the shell and the remotes only through the `./server` export each declares (shell/server, mfe-public/server, the panels’ frames), and shared-ui.',
  },
  {
    target: ['./shell', './mfe-public', './mfe-customer', './mfe-translator', './mfe-admin', './shared-ui', './api'],
    from: './ssr',
    message: "Nothing imports the server bundle's sources: the API loads its build (ssr/dist/render-page.cjs).",
  },
  {
    target: ['./api/src', './api/bench'],
    from: '.',
    except: ['./api', './node_modules', './shared-ui/src/contracts'],
    message: 'The API imports from the front end only shared-ui/contracts.',
  },
];

const processEnvSyntax = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read settings through api/src/config/env.ts (or the front end config), not process.env.',
};

// In the API's modules only repositories build queries (Objection models, or knex where a query is a
// list's hot path or raw SQL). A call like `db('jobs')`, `trx('users')` or `deps.db('offers')` elsewhere is refused.
const tableCallMessage =
  'Queries live in repositories (`*-repository.ts`, `repository.ts`): call a repository function, which uses the Objection model (docs/decisions.md).';
const tableCallSyntax = [
  {
    selector: "CallExpression[callee.type='Identifier'][callee.name=/^(db|trx|tx|knex)$/][arguments.0.type='Literal']",
    message: tableCallMessage,
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(db|trx|knex)$/][arguments.0.type='Literal']",
    message: tableCallMessage,
  },
];
const queriesAllowed = [
  'api/src/modules/**/repository.ts',
  'api/src/modules/**/*-repository.ts',
  'api/src/modules/**/*.test.ts',
  'api/src/modules/**/*test-helpers.ts',
  // the access-control test's table of requests sets up its rows directly, as the other fixtures do
  'api/src/modules/access-matrix.entries.ts',
];

// One owner per table: api/src/db/models/owners.mjs says which module's repositories query each table, and
// tooling/eslint/table-owners.mjs refuses the model's import, a knex call or SQL text naming it anywhere else.
// Schema code (api/src/db: models, migrations, seeds), tests and their fixtures set up rows of any table.
const tableOwnersBlock = {
  files: ['api/src/**/*.ts'],
  ignores: [
    'api/src/db/**',
    'api/src/testing/**',
    '**/*.test.ts',
    '**/*test-helpers.ts',
    'api/src/modules/access-matrix.entries.ts',
  ],
  plugins: { 'table-owners': tableOwnersPlugin },
  rules: { 'table-owners/one-owner': 'error' },
};

// process.env is read in api/src/config (the API's one typed, validated source), in the build and dev tooling, and
// by test set-up (which picks a database). Everywhere else a setting comes in as typed data.
const processEnvAllowed = [
  'api/src/config/**',
  'api/src/testing/**',
  'api/bench/**',
  'e2e/**',
  'scripts/**',
  'tooling/**',
  '**/*.cjs',
  '**/*.mjs',
  '**/*.test.ts',
  '**/*.test.tsx',
];

/**
 * The names a narrowed shared singleton carries (tooling/webpack/mf-shared.cjs): the re-export list of its
 * entry file. Front-end code may import only these from the package; a test may use the rest.
 */
function sharedEntryNames(name, file, from = name) {
  const text = readFileSync(path.join(root, 'tooling/webpack', file), 'utf8');
  const list = new RegExp(`export \\{([^}]*)\\} from '${from}'`).exec(text)?.[1] ?? '';
  const names = [...list.matchAll(/\w+/g)].map((m) => m[0]);
  if (names.length < 3) throw new Error(`eslint.config.mjs could not read tooling/webpack/${file}`);
  return { name, allowImportNames: names };
}
const narrowedShared = [
  sharedEntryNames('react-router-dom', 'react-router-entry.mjs', 'react-router'),
  sharedEntryNames('react-i18next', 'react-i18next-entry.mjs', 'react-i18next-package'),
].map((entry) => ({
  ...entry,
  message: 'The shared singleton carries only what its entry in tooling/webpack re-exports: add the name there.',
}));
const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'shared-ui/src/testing/**'];
/** Kept in the shared-ui singleton only for older remote releases (shared-ui/src/compat/panel-components.ts). */
const sharedUiCompat = {
  name: 'shared-ui',
  importNames: ['DataTable', 'Tabs', 'FileDrop'],
  message: 'Import it from its subpath (shared-ui/data-table, shared-ui/tabs, shared-ui/file-drop).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'shell/public/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.css', '.d.ts'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'all',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: true },
      ],
      // With consistent-type-imports this is the one style: `import type { A }` when every name is a type, inline
      // `type B` beside values. import-x/consistent-type-specifier-style would force one of the two everywhere.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-syntax': ['error', processEnvSyntax],
    },
  },
  {
    files: ['{shell,mfe-public,mfe-customer,mfe-translator,mfe-admin,shared-ui}/src/**/*.{ts,tsx}', 'tooling/**/*.tsx'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...narrowedShared, sharedUiCompat],
        },
      ],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: queriesAllowed,
    rules: { 'no-restricted-syntax': ['error', processEnvSyntax, ...tableCallSyntax] },
  },
  {
    files: ['shared-ui/src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'swr', 'i18next'], message: 'Contracts are zod only.' }] },
      ],
    },
  },
  { files: processEnvAllowed, rules: { 'no-restricted-syntax': 'off' } },
  tableOwnersBlock,
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
