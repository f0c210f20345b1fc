import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The start-up budget for a phone visitor: the JavaScript the shell and the public remote send before the first
 * screen can show (brotli, as served). The sizes of a build are deterministic, so this holds them; the times are
 * measured by `npm run bench:web`, not here. Runs against the production build that `npm run test:e2e` makes.
 */
const root = path.join(__dirname, '..');
const dist = (pkg: string, file: string) => path.join(root, pkg, 'dist', file);
const KB = 1024;

/**
 * The shell plus the public remote's entry and `./app`, all shared singletons included: the goal is 170 KB, a build
 * measures 151 KB, and the steps that got it there are in docs/measurements/first-screen.md. What is left is react-dom (~55 KB), the federation runtime (~22 KB), i18next (14 KB), shared-ui (14 KB), react-router's
 * BrowserRouter and hooks (12 KB) and the shell's layout: growth past 155 KB fails here.
 */
const STARTUP_BUDGET = 155 * KB;

/** The precompress plugin leaves files under this size uncompressed: they are served as they are. */
const UNCOMPRESSED_BELOW = 256;

function servedSize(file: string): number {
  const br = `${file}.br`;
  if (existsSync(br)) return statSync(br).size;
  const size = statSync(file).size;
  if (size < UNCOMPRESSED_BELOW) return size;
  throw new Error(
    `${br} is missing: the build writes a .br beside every text asset of ${UNCOMPRESSED_BELOW} bytes or more`,
  );
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** The shell's start-up files, then a remote's entry and its `./app`. */
function startupFiles(remote = 'mfe-public'): string[] {
  const shell = readJson<{ js: string[] }>(dist('shell', 'preload.json'));
  const manifest = readJson<Manifest>(dist(remote, 'mf-manifest.json'));
  const app = manifest.exposes.find((e) => e.path === './app');
  if (!app) throw new Error(`${remote} exposes no ./app`);
  return [
    dist('shell', 'main.js'),
    ...shell.js.map((f) => dist('shell', f)),
    dist(remote, 'remoteEntry.js'),
    ...app.assets.js.sync.map((f) => dist(remote, f)),
  ];
}

/** Everything a panel's first screen runs: the start-up files and its screen's chunks (screen-chunks.json). */
function panelFiles(remote: string, screen: string): string[] {
  const screens = readJson<Record<string, string[]>>(dist(remote, 'screen-chunks.json'));
  const chunks = screens[screen];
  if (!chunks) throw new Error(`${remote}/dist/screen-chunks.json has no ${screen}`);
  return [...new Set([...startupFiles(remote), ...chunks.map((f) => dist(remote, f))])];
}

const totalSize = (files: string[]) => files.reduce((sum, f) => sum + servedSize(f), 0);
const sizeReport = (files: string[]) =>
  files.map((f) => `${path.relative(root, f)}: ${(servedSize(f) / KB).toFixed(1)} KB`).join('\n');

describe('JavaScript budget of the public site', () => {
  it(`keeps the shell and the public remote's start-up JavaScript within ${STARTUP_BUDGET / KB} KB (brotli)`, () => {
    const files = [...new Set(startupFiles())];
    const total = totalSize(files);
    if (total > STARTUP_BUDGET)
      throw new Error(`start-up JS ${(total / KB).toFixed(1)} KB over budget:\n${sizeReport(files)}`);
    expect(total).toBeLessThanOrEqual(STARTUP_BUDGET);
  });

  it('carries one federation runtime: no CommonJS copy of runtime-core, the sdk or the error codes beside the ES one', () => {
    const map = readJson<{ sources: string[] }>(`${dist('shell', 'main.js')}.map`);
    const federation = map.sources.filter((s) => s.includes('node_modules/@module-federation/'));
    expect(federation.length).toBeGreaterThan(0);
    expect(federation.filter((s) => s.endsWith('.cjs'))).toEqual([]);
  });

  it('starts without the phone widget, the editor, the schemas or the date converter: they come with their screens', () => {
    for (const file of startupFiles()) {
      const code = readFileSync(file, 'utf8');
      expect({ file, phoneWidget: code.includes('PhoneInputCountry') }).toEqual({ file, phoneWidget: false });
      expect({ file, editor: code.includes('ProseMirror') }).toEqual({ file, editor: false });
      expect({ file, zod: code.includes('ZodError') }).toEqual({ file, zod: false });
      expect({ file, dateConverter: code.includes('islamic-civil') }).toEqual({ file, dateConverter: false });
    }
  });
});

/**
 * What a signed-in panel's first screen runs: the shell, the panel's remote with its `./app`, and the chunks of the
 * screen its address shows (the remote's screen-chunks.json). Builds measure 157–213 KB; the times are measured by
 * `npm run bench:web`, which signs in and measures each of these pages.
 */
const PANEL_BUDGET = 220 * KB;
const panels = [
  ['/panel/user', 'mfe-customer', 'user-panel-screen'],
  ['/panel/user/jobs/{id}', 'mfe-customer', 'job-page-screen'],
  ['/odeme/{id}', 'mfe-customer', 'payment-screen'],
  ['/panel/translator', 'mfe-translator', 'translator-panel-route'],
  ['/panel/admin/dashboard', 'mfe-admin', 'dashboard-section'],
  ['/panel/admin/isler', 'mfe-admin', 'jobs-section'],
] as const;

describe('JavaScript budget of the signed-in panels', () => {
  it.each(panels)(`keeps %s within ${PANEL_BUDGET / KB} KB (brotli)`, (_page, remote, screen) => {
    const files = panelFiles(remote, screen);
    const total = totalSize(files);
    if (total > PANEL_BUDGET)
      throw new Error(`${screen}: ${(total / KB).toFixed(1)} KB over budget:\n${sizeReport(files)}`);
    expect(total).toBeLessThanOrEqual(PANEL_BUDGET);
  });

  it("leaves recharts out of the dashboard's first screen: the chart loads after the figures", () => {
    for (const file of panelFiles('mfe-admin', 'dashboard-section')) {
      const code = readFileSync(file, 'utf8');
      expect({ file, recharts: code.includes('recharts-wrapper') }).toEqual({ file, recharts: false });
    }
  });
});
