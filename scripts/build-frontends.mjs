// Builds the shell and the remotes whose sources changed since their last build, in one webpack process.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const frontendPackages = ['shell', 'mfe-public', 'mfe-customer', 'mfe-translator', 'mfe-admin', 'ssr'];
/** The server bundle (ssr/) draws the shell's layout and the public remote's screens: their sources are its inputs. */
const alsoBuiltFrom = { ssr: ['shell', 'mfe-public'] };
const STAMP = '.build-stamp';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A package is stale when any of its inputs (its own sources, shared-ui, the build tooling) is newer than its stamp. */
export function stalePackages() {
  const sharedInputs = Math.max(
    newestMtime(path.join(root, 'shared-ui', 'src')),
    newestMtime(path.join(root, 'tooling')),
    newestMtime(path.join(root, 'package-lock.json')),
  );
  return frontendPackages.filter((pkg) => {
    const stamp = path.join(root, pkg, 'dist', STAMP);
    if (!existsSync(stamp)) return true;
    const inputs = Math.max(
      sharedInputs,
      ...[pkg, ...(alsoBuiltFrom[pkg] ?? [])].map((dir) => newestMtime(path.join(root, dir, 'src'))),
      newestMtime(path.join(root, pkg, 'public')),
      newestMtime(path.join(root, pkg, 'webpack.config.cjs')),
    );
    return inputs > statSync(stamp).mtimeMs;
  });
}

/**
 * One line per package each time its build passes another tenth, so a first `npm start` (minutes on a small
 * machine) shows which package is being built and how far it got instead of falling silent.
 */
function progressReporter(webpack, pkg) {
  let lastTenth = -1;
  const started = Date.now();
  return new webpack.ProgressPlugin((fraction, message) => {
    const tenth = Math.floor(fraction * 10);
    if (tenth <= lastTenth) return;
    lastTenth = tenth;
    const seconds = Math.round((Date.now() - started) / 1000);
    const step = fraction >= 1 ? 'done' : message;
    console.log(`  ${pkg.padEnd(15)} ${String(tenth * 10).padStart(3)}%  ${step} (${seconds} s)`);
  });
}

/**
 * `outputDir` (one package only) builds into that folder instead of the package's dist, which the running server
 * serves: a release (api/src/cli/release-remote.ts) must not replace the built-in build before anyone chooses it.
 */
export async function buildFrontends(packages = stalePackages(), { outputDir } = {}) {
  if (packages.length === 0) return;
  if (outputDir && packages.length !== 1) throw new Error('outputDir builds exactly one package');
  console.log(`Building ${packages.join(', ')} …`);
  const webpack = require('webpack');
  const configs = packages.map((pkg) => {
    const config = require(path.join(root, pkg, 'webpack.config.cjs'))({}, { mode: 'production' });
    return outputDir ? { ...config, output: { ...config.output, path: outputDir } } : config;
  });
  const compiler = webpack(
    configs.map((c, i) => ({
      ...c,
      name: packages[i],
      plugins: [...(c.plugins ?? []), progressReporter(webpack, packages[i])],
    })),
  );
  compiler.parallelism = 2;
  const stats = await new Promise((resolve, reject) =>
    compiler.run((err, result) => (err ? reject(err) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('front-end build failed');
  }
  if (!outputDir) {
    for (const pkg of packages) writeFileSync(path.join(root, pkg, 'dist', STAMP), new Date().toISOString());
  }
  console.log('Front ends built.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = process.argv.includes('--all');
  buildFrontends(all ? frontendPackages : stalePackages()).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
