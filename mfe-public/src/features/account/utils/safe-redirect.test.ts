import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site', () => {
    expect(safeRedirect('/quote')).toBe('/quote');
    expect(safeRedirect('/panel/user?tab=2#x')).toBe('/panel/user?tab=2#x');
  });

  it('falls back to / when absent or not a local path', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect('/\tx')).toBe('/');
  });

  it('refuses every control character, C1 ones included', () => {
    expect(safeRedirect('/a\u0000b')).toBe('/');
    expect(safeRedirect('/a\u007fb')).toBe('/');
    expect(safeRedirect('/a\u0085b')).toBe('/');
    expect(safeRedirect('/çeviri?dil=tr')).toBe('/çeviri?dil=tr');
  });
});
