import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { LegalisationPlanner } from './legalisation-planner';

function Planner({ initial = '' }: { initial?: string }) {
  const [country, setCountry] = useState(initial);
  return <LegalisationPlanner value={country} onChange={setCountry} />;
}

const steps = () =>
  within(screen.getByTestId('legalisation-route'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

afterEach(() => i18n.changeLanguage('tr'));

describe('the legalisation planner', () => {
  it('shows nothing but the question until a country is chosen, Türkiye first in the list', () => {
    renderWithProviders(<Planner />, { language: 'tr' });
    expect(screen.queryByTestId('legalisation-route')).not.toBeInTheDocument();
    const options = within(screen.getByLabelText(/Kullanılacağı ülke/)).getAllByRole('option');
    expect(options[1]).toHaveTextContent('Türkiye');
    expect(options.map((o) => o.textContent)).toContain('Almanya');
  });

  it('routes a German use through the notary to the apostille, with who, how long and what to bring', async () => {
    renderWithProviders(<Planner />, { language: 'tr' });
    await userEvent.selectOptions(screen.getByLabelText(/Kullanılacağı ülke/), 'DE');
    const route = screen.getByTestId('legalisation-route');
    expect(route).toHaveTextContent('Almanya, Lahey Apostil Sözleşmesi’ne taraftır');
    expect(steps()).toEqual(['Yeminli tercüme', 'Noter onayı', 'Apostil şerhi']);
    expect(route).toHaveTextContent('Valilik veya kaymakamlık');
    expect(route).toHaveTextContent('Noter onaylı çeviri ve kimliğiniz');
  });

  it('routes an Iraqi use through the Ministry of Foreign Affairs and the consulate, naming the country', async () => {
    renderWithProviders(<Planner />, { language: 'tr' });
    await userEvent.selectOptions(screen.getByLabelText(/Kullanılacağı ülke/), 'IQ');
    expect(steps()).toEqual(['Yeminli tercüme', 'Noter onayı', 'Dışişleri Bakanlığı onayı', 'Konsolosluk onayı']);
    expect(screen.getByTestId('legalisation-route')).toHaveTextContent(
      'Irak ülkesinin Türkiye’deki büyükelçiliği ya da konsolosluğu.',
    );
  });

  it('keeps a Turkish use at home and speaks English', async () => {
    renderWithProviders(<Planner initial="TR" />, { language: 'en' });
    expect(steps()).toEqual(['Sworn translation', 'Notary']);
    expect(screen.getByTestId('legalisation-route')).toHaveTextContent('The document will be used in Türkiye');
    await userEvent.selectOptions(screen.getByLabelText(/Country of use/), 'EG');
    expect(screen.getByTestId('legalisation-route')).toHaveTextContent(
      'Egypt is not a party to the Hague Apostille Convention',
    );
  });
});
