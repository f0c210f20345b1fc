import { getLanguage, LANG_KEY } from './language';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the language a page starts in', () => {
  it('is the stored choice, whatever the server drew', () => {
    localStorage.setItem(LANG_KEY, 'tr');
    document.documentElement.lang = 'en';
    expect(getLanguage()).toBe('tr');
  });

  it('is the language the server drew the page in when nothing is stored', () => {
    document.documentElement.lang = 'en';
    expect(getLanguage()).toBe('en');
  });

  it('is Turkish when nothing is stored and the page names no language we offer', () => {
    document.documentElement.lang = 'de';
    expect(getLanguage()).toBe('tr');
  });
});
