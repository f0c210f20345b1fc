import { screen } from '@testing-library/react';
import { byUrl, languagesFixture, renderWithProviders, stubFetch } from '../testing';
import { useLanguageName } from './use-language-name';

const names = ['Almanca', 'Osmanlıca', 'almanca', 'Arapça', 'Klingonca'];

function Names() {
  const langName = useLanguageName();
  return <p data-testid="names">{names.map(langName).join(', ')}</p>;
}

describe('useLanguageName', () => {
  beforeEach(() => stubFetch(byUrl({ '/api/public/languages': { body: languagesFixture } })));

  it('names the languages in English on the English site (the Turkish where the admin wrote no English)', async () => {
    renderWithProviders(<Names />, { language: 'en' });
    expect(await screen.findByText(/German/)).toHaveTextContent('German, Ottoman Turkish, German, Arapça, Klingonca');
  });

  it('keeps the Turkish names on the Turkish site, spelt as in the list; a name not in it stays as written', async () => {
    renderWithProviders(<Names />, { language: 'tr' });
    expect(await screen.findByText('Almanca, Osmanlıca, Almanca, Arapça, Klingonca')).toBeInTheDocument();
  });
});
