import { RemoteSkewError, sharedSkew, versionSkewGuard } from './version-skew';

const shell = {
  react: [{ version: '19.3.1' }],
  'react-dom': [{ version: '19.3.1' }],
  'shared-ui': [{ version: '0.1.0' }],
};

describe('sharedSkew', () => {
  it('accepts a remote whose ranges the shell satisfies, and ignores modules the shell does not provide', () => {
    expect(
      sharedSkew(
        [
          { name: 'react', requiredVersion: '^19.0.0', singleton: true },
          { name: 'shared-ui', requiredVersion: '^0.1.0', singleton: true },
          { name: 'recharts', requiredVersion: '^3.0.0' },
        ],
        shell,
      ),
    ).toEqual([]);
  });

  it("accepts the range a remote built from the shell's lockfile requires: a caret on the shell's own version", () => {
    expect(
      sharedSkew(
        [
          { name: 'react', requiredVersion: '^19.3.1', singleton: true },
          { name: 'shared-ui', requiredVersion: '^0.1.0', singleton: true },
        ],
        shell,
      ),
    ).toEqual([]);
    expect(sharedSkew([{ name: 'react', requiredVersion: '^19.3.2', singleton: true }], shell)).toEqual([
      'react ^19.3.2 (shell has 19.3.1)',
    ]);
  });

  it('names each shared module required out of the shell range, with both versions', () => {
    expect(
      sharedSkew(
        [
          { name: 'shared-ui', requiredVersion: '^1.0.0', singleton: true },
          { name: 'react', requiredVersion: '^18.2.0', singleton: true },
          { name: 'react-dom', requiredVersion: '^19.1.0', singleton: true },
        ],
        shell,
      ),
    ).toEqual(['shared-ui ^1.0.0 (shell has 0.1.0)', 'react ^18.2.0 (shell has 19.3.1)']);
  });
});

describe('versionSkewGuard', () => {
  const snapshot = (shared: { name: string; requiredVersion: string }[]) => ({
    options: { shared: shell },
    moduleInfo: { name: 'mfe_admin' },
    manifestJson: { shared },
  });

  it('lets a matching manifest through unchanged', () => {
    const args = snapshot([{ name: 'shared-ui', requiredVersion: '^0.1.0' }]);
    const hook = versionSkewGuard().loadRemoteSnapshot as unknown as (a: typeof args) => unknown;
    expect(hook(args)).toBe(args);
  });

  it('refuses a manifest that requires another shared-ui major before any of its code loads', () => {
    const args = snapshot([{ name: 'shared-ui', requiredVersion: '^1.0.0' }]);
    const hook = versionSkewGuard().loadRemoteSnapshot as unknown as (a: typeof args) => unknown;
    expect(() => hook(args)).toThrow(RemoteSkewError);
    expect(() => hook(args)).toThrow('mfe_admin needs shared-ui ^1.0.0 (shell has 0.1.0)');
  });
});
