// `npm run build:api`: the API as plain JavaScript in api/dist (server.js and the CLIs), for the production image:
// nothing compiles TypeScript at start. esbuild bundles the API's own modules and shared-ui's sources (a workspace
// that ships TypeScript) with what they import of shared-ui's dependencies (zod …), so the image installs only
// the api workspace's production dependencies; every other package stays an import of node_modules. The worker
// threads and child processes are plain .mjs files found beside the module that starts them: they are copied
// next to the bundle.
import { readFileSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'api', 'src');
const outdir = path.join(root, 'api', 'dist');
// the document workers import their helper modules (read-pdf.mjs, count-words.mjs …): every one goes along
const documentWorkers = (await readdir(path.join(src, 'modules', 'job-previews')))
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => `modules/job-previews/${name}`);
const workers = ['lib/password-worker.mjs', ...documentWorkers];

const sharedUi = JSON.parse(readFileSync(path.join(root, 'shared-ui', 'package.json'), 'utf8'));
const bundled = ['shared-ui', ...Object.keys(sharedUi.dependencies ?? {})];
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bare imports stay external, except shared-ui and its own dependencies (see above). */
const externalPackages = {
  name: 'external-packages',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      bundled.includes(packageOf(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(src, 'server.ts'),
    'cli/backup': path.join(src, 'cli', 'backup.ts'),
    'cli/restore': path.join(src, 'cli', 'restore.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
// One folder for every entry and chunk, so `new URL('./x.mjs', import.meta.url)` of any chunk finds its worker.
for (const worker of workers) await cp(path.join(src, worker), path.join(outdir, path.basename(worker)));
console.log(`API compiled to ${path.relative(root, outdir)}`);
