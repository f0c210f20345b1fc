import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { byUrl, stubFetch } from 'shared-ui/testing';
import { renderSite } from '../../../testing/render-public';

afterEach(async () => {
  await i18n.changeLanguage('tr');
  localStorage.clear();
});

describe('/tarih-cevirici', () => {
  it('renders the date converter on its own public page and converts a Rûmî date there', async () => {
    stubFetch(byUrl({}));
    renderSite('/tarih-cevirici');
    expect(screen.getByRole('heading', { level: 1, name: 'Tarih çevirici' })).toBeInTheDocument();
    const converter = screen.getByTestId('date-converter');
    const user = userEvent.setup();
    await user.click(within(converter).getByRole('radio', { name: 'Rûmîden Milâdîye' }));
    await user.type(within(converter).getByLabelText('Gün'), '19');
    await user.selectOptions(within(converter).getByLabelText('Ay'), 'Mayıs');
    await user.type(within(converter).getByLabelText('Yıl'), '1335');
    await user.click(within(converter).getByRole('button', { name: 'Çevir' }));
    expect(screen.getByTestId('date-converter-result')).toHaveTextContent('Milâdî19 Mayıs 1919, Pazartesi');
  });

  it('shows the page in English', async () => {
    stubFetch(byUrl({}));
    await i18n.changeLanguage('en');
    renderSite('/tarih-cevirici');
    expect(screen.getByRole('heading', { level: 1, name: 'Date converter' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('date-converter')).getByRole('radio', { name: 'Hijri to Gregorian' }),
    ).toBeChecked();
  });
});
