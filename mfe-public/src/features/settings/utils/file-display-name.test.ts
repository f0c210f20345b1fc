import { fileDisplayName } from './file-display-name';

describe('fileDisplayName', () => {
  it('drops the numeric prefix of a stored name', () => {
    expect(fileDisplayName('1718000000000-42-sertifika.pdf')).toBe('42-sertifika.pdf');
    expect(fileDisplayName('1718000000000-sertifika.pdf')).toBe('sertifika.pdf');
  });
  it('keeps a name without a prefix', () => {
    expect(fileDisplayName('sertifika.pdf')).toBe('sertifika.pdf');
  });
});
