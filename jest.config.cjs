// One jest run: `web` (jsdom components), `ssr` (the server's drawing in Node), `api` (real PostgreSQL), `contract`
// (SPEC §7 calls), `e2e` (Chromium).
const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx },
      transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that jest (CommonJS) must transform before it can load them.
const esmOnly = [
  '@noble',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  'peek-readable',
  '@borewit',
  'p-limit',
  'yocto-queue',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

// file-type's package exports offer no `require` entry: point jest at its node build (swc transforms it).
const nodeModuleMap = { '^file-type$': '<rootDir>/node_modules/file-type/index.js' };

module.exports = {
  // Project-level testTimeout is ignored by jest: the API and browser tests start real servers.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared-ui',
        '<rootDir>/shell',
        '<rootDir>/mfe-public',
        '<rootDir>/mfe-customer',
        '<rootDir>/mfe-translator',
        '<rootDir>/mfe-admin',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc(true) },
      transformIgnorePatterns,
      moduleNameMapper: {
        '\\.css$': 'identity-obj-proxy',
        '\\.(svg|png|mp3)$': '<rootDir>/shared-ui/src/testing/file-stub.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/shared-ui/src/testing/setup-dom.ts'],
    },
    {
      // The server bundle's drawing (ssr/src) in Node, as the API runs it: react-dom's server build, no DOM.
      displayName: 'ssr',
      testEnvironment: 'node',
      roots: ['<rootDir>/ssr'],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc(true) },
      transformIgnorePatterns,
      moduleNameMapper: {
        '\\.css$': 'identity-obj-proxy',
        '\\.(svg|png|jpe?g|webp|mp3|woff2?)$': '<rootDir>/shared-ui/src/testing/file-stub.cjs',
        // as ssr/webpack.config.cjs does: the public remote is compiled in, not fetched through Module Federation
        '^\\./registry$': '<rootDir>/ssr/src/public-remote.ts',
      },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: nodeModuleMap,
      transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.m?js$': swc(false) },
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      moduleNameMapper: nodeModuleMap,
      transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.m?js$': swc(false) },
      transformIgnorePatterns,
    },
    {
      // SPEC §7 as a contract: every call driven with only the spec's fields (api/contract/spec-calls.ts).
      displayName: 'contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/contract'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: nodeModuleMap,
      transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.m?js$': swc(false) },
      transformIgnorePatterns,
    },
    {
      // The card payment calls against iyzico's real sandbox (npm run test:payments:sandbox): needs the keys.
      displayName: 'payments-sandbox',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src/modules/payments'],
      testMatch: ['**/*.sandbox.ts'],
      moduleNameMapper: nodeModuleMap,
      transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.m?js$': swc(false) },
      transformIgnorePatterns,
    },
    {
      // Two API instances behind HAProxy (npm run test:cluster): processes, PostgreSQL, Redis, an S3 server.
      displayName: 'cluster',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/cluster'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: nodeModuleMap,
      transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.m?js$': swc(false) },
      transformIgnorePatterns,
    },
  ],
};
