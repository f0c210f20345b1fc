import { contentTypeOf } from './content-types';

describe('contentTypeOf', () => {
  it('names the type of every accepted extension, whatever its case', () => {
    expect(contentTypeOf('1700000000-Rapor.PDF')).toBe('application/pdf');
    expect(contentTypeOf('tapu.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(contentTypeOf('not.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('scan.tiff')).toBe('image/tiff');
  });

  it('falls back to application/octet-stream for an unknown or missing extension', () => {
    expect(contentTypeOf('setup.exe')).toBe('application/octet-stream');
    expect(contentTypeOf('README')).toBe('application/octet-stream');
  });
});
