import { screen } from '@testing-library/react';
import type { ScriptTypeDto } from '../contracts';
import { byUrl, renderWithProviders, stubFetch } from '../testing';
import { useScriptTypeName } from './use-script-type-name';

/** As GET /public/hat-turleri?language_id=1 answers: the seeded English names, one type the admin gave none. */
const scriptTypes: ScriptTypeDto[] = [
  { id: 1, name: 'Nesih', name_en: 'Naskh', language_id: 1 },
  { id: 2, name: 'Rika', name_en: "Riq'a", language_id: 1 },
  { id: 3, name: 'Siyakat', name_en: null, language_id: 1 },
];

function Names() {
  const scriptTypeName = useScriptTypeName();
  return <p data-testid="names">{['Rika', 'Siyakat', 'Silinmiş Hat'].map(scriptTypeName).join(', ')}</p>;
}

describe('useScriptTypeName', () => {
  beforeEach(() => stubFetch(byUrl({ '/api/public/hat-turleri?language_id=1': { body: scriptTypes } })));

  it("names a job's script type in English on the English site; one without an English name or deleted since stays as kept", async () => {
    renderWithProviders(<Names />, { language: 'en' });
    expect(await screen.findByText(/Riq'a/)).toHaveTextContent("Riq'a, Siyakat, Silinmiş Hat");
  });

  it('keeps the Turkish names on the Turkish site', async () => {
    renderWithProviders(<Names />, { language: 'tr' });
    expect(await screen.findByTestId('names')).toHaveTextContent('Rika, Siyakat, Silinmiş Hat');
  });
});
