import { splitIntro } from './split-intro';

describe('splitIntro', () => {
  it('cuts after the first paragraph', () => {
    expect(splitIntro('<p>Giriş</p>\n<h2>İş</h2><p>Devam</p>')).toEqual({
      intro: '<p>Giriş</p>',
      rest: '\n<h2>İş</h2><p>Devam</p>',
    });
  });

  it('leaves a text without a paragraph whole', () => {
    expect(splitIntro('<h2>Başlık</h2>')).toEqual({ intro: '', rest: '<h2>Başlık</h2>' });
  });
});
