import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { fakeApi } from '../testing/fake-api';
import App from './app';

afterEach(async () => {
  await i18n.changeLanguage('tr');
  localStorage.clear();
});

describe("the translator remote's date converter", () => {
  it('renders the converter in the "Tarih çevirici" tab at /panel/translator?tab=date-converter', async () => {
    fakeApi();
    renderWithProviders(<App />, { url: '/panel/translator?tab=date-converter' });
    const tab = await screen.findByRole('tab', { name: 'Tarih çevirici' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const converter = await screen.findByTestId('date-converter');
    expect(screen.getByRole('tabpanel')).toContainElement(converter);

    const user = userEvent.setup();
    await user.click(within(converter).getByRole('radio', { name: 'Milâdîden Hicrîye' }));
    await user.type(within(converter).getByLabelText('Gün'), '23');
    await user.selectOptions(within(converter).getByLabelText('Ay'), 'Mart');
    await user.type(within(converter).getByLabelText('Yıl'), '2023');
    await user.click(within(converter).getByRole('button', { name: 'Çevir' }));
    expect(screen.getByTestId('date-converter-result')).toHaveTextContent('Hicrî1 Ramazân 1444, Perşembe');
  });

  it('opens the converter from the tab list, and names the tab "Date converter" in English', async () => {
    fakeApi();
    await i18n.changeLanguage('en');
    renderWithProviders(<App />, { url: '/panel/translator' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Date converter' }));
    expect(await screen.findByTestId('date-converter')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/panel/translator?tab=date-converter');
    expect(screen.getByRole('radio', { name: 'Hijri to Gregorian' })).toBeChecked();
  });
});
