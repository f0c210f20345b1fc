import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const repoRoot = path.join(__dirname, '..', '..');

/**
 * A checkout of `commit` beside this one, as another team's repository at another moment would be: its own
 * sources, this checkout's installed packages (node_modules entries linked), its own workspace packages.
 */
export async function checkoutAt(commit: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const known = await run('git', ['cat-file', '-t', commit], { cwd: repoRoot }).catch(() => null);
  if (!known) throw new Error(`commit ${commit} is not in this clone's history (a shallow clone?)`);
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'tercume-checkout-')), 'repo');
  await run('git', ['worktree', 'add', '--detach', dir, commit], { cwd: repoRoot });
  const workspaces = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces;
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === '.cache') continue;
    // A workspace package is the checkout's own; everything installed is shared.
    const target = workspaces.includes(entry) ? path.join(dir, entry) : path.join(repoRoot, 'node_modules', entry);
    if (existsSync(target)) symlinkSync(target, path.join(modules, entry));
  }
  // A workspace's own installed packages (versions other than the root's, e.g. api's lru-cache) are shared too.
  for (const workspace of workspaces) {
    const installed = path.join(repoRoot, workspace, 'node_modules');
    const own = path.join(dir, workspace, 'node_modules');
    if (existsSync(installed) && existsSync(path.join(dir, workspace)) && !existsSync(own)) symlinkSync(installed, own);
  }
  return {
    dir,
    remove: async () => {
      await run('git', ['worktree', 'remove', '--force', dir], { cwd: repoRoot });
    },
  };
}

/** Replaces `from` with `to` in a file of the checkout (a team's change before its release). */
export function editFile(dir: string, file: string, from: string, to: string): void {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  writeFileSync(full, text.replace(from, to));
}

/** The production build of one remote of the checkout; answers its dist folder. */
export async function buildRemote(dir: string, pkg: string): Promise<string> {
  const webpack = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
  await run(
    process.execPath,
    [webpack, '--config', path.join(dir, pkg, 'webpack.config.cjs'), '--mode', 'production'],
    {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return path.join(dir, pkg, 'dist');
}
