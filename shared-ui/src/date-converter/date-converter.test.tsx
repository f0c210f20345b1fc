import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { DateConverter } from './date-converter';

type User = ReturnType<typeof userEvent.setup>;

function renderConverter(language: 'tr' | 'en' = 'tr') {
  const user = userEvent.setup();
  renderWithProviders(<DateConverter />, { language });
  return user;
}

async function fillDate(user: User, labels: { day: string; month: string; year: string }, date: string[]) {
  const [day, month, year] = date as [string, string, string];
  await user.clear(screen.getByLabelText(labels.day));
  await user.type(screen.getByLabelText(labels.day), day);
  await user.selectOptions(screen.getByLabelText(labels.month), month);
  await user.clear(screen.getByLabelText(labels.year));
  await user.type(screen.getByLabelText(labels.year), year);
}

const tr = { day: 'Gün', month: 'Ay', year: 'Yıl' };
const en = { day: 'Day', month: 'Month', year: 'Year' };
const result = () => screen.getByTestId('date-converter-result');

afterEach(() => i18n.changeLanguage('tr'));

describe('DateConverter in Turkish', () => {
  it('converts a Hijri date to the Milâdî one with its weekday and the ±1 day moon-sighting warning', async () => {
    const user = renderConverter();
    expect(screen.getByRole('radio', { name: 'Hicrîden Milâdîye' })).toBeChecked();
    await fillDate(user, tr, ['1', 'Ramazân', '1444']);
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(result()).toHaveAttribute('aria-live', 'polite');
    expect(result()).toHaveTextContent('Hicrî1 Ramazân 1444');
    expect(result()).toHaveTextContent('Milâdî23 Mart 2023, Perşembe');
    expect(within(result()).getByRole('list', { name: 'Dikkat' })).toHaveTextContent('±1 gün');
  });

  it('converts 29 Mayıs 1453 to 20 Cemâziyelevvel 857, saying the Milâdî date is Julian', async () => {
    const user = renderConverter();
    await user.click(screen.getByRole('radio', { name: 'Milâdîden Hicrîye' }));
    await fillDate(user, tr, ['29', 'Mayıs', '1453']);
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(result()).toHaveTextContent('Milâdî (Jülyen takvimi)29 Mayıs 1453');
    expect(result()).toHaveTextContent('Hicrî20 Cemâziyelevvel 857, Salı');
    expect(result()).toHaveTextContent('Jülyen takvimine göredir');
  });

  it('converts 23 Nisan 1336 Rûmî to 23 Nisan 1920, Cuma, with no warning', async () => {
    const user = renderConverter();
    await user.click(screen.getByRole('radio', { name: 'Rûmîden Milâdîye' }));
    await fillDate(user, tr, ['23', 'Nisan', '1336']);
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(result()).toHaveTextContent('Milâdî23 Nisan 1920, Cuma');
    expect(within(result()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('warns that Kânûnusânî 1296 falls in 1881 and that a bare 1296 may mean 1880 or 1881', async () => {
    const user = renderConverter();
    await user.click(screen.getByRole('radio', { name: 'Rûmîden Milâdîye' }));
    await fillDate(user, tr, ['8', 'Kânûnusânî (Ocak)', '1296']);
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(result()).toHaveTextContent('Milâdî20 Ocak 1881, Perşembe');
    expect(result()).toHaveTextContent('1880 ya da 1881 olabilir');
    expect(result()).toHaveTextContent('Milâdî günden 12 gün geridir');
  });

  it('shows a Rûmî year given alone as its two Milâdî years', async () => {
    const user = renderConverter();
    await user.click(screen.getByRole('radio', { name: 'Rûmîden Milâdîye' }));
    await user.selectOptions(screen.getByLabelText('Ay'), 'Ay bilinmiyor (yalnız yıl)');
    expect(screen.queryByLabelText('Gün')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Yıl'), '1296');
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(result()).toHaveTextContent('Milâdî13 Mart 1880 – 12 Mart 1881');
    expect(result()).toHaveTextContent('Mart–Kânûnuevvel 1880, Kânûnusânî–Şubat 1881 yılındadır');
  });

  it('converts a Milâdî date to the Rûmî one: 29 Ekim 1923 is 29 Teşrînievvel 1339', async () => {
    const user = renderConverter();
    await user.click(screen.getByRole('radio', { name: 'Milâdîden Rûmîye' }));
    await fillDate(user, tr, ['29', 'Ekim', '1923']);
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(result()).toHaveTextContent('Rûmî29 Teşrînievvel (Ekim) 1339, Pazartesi');
  });

  it('names the field that is wrong: a missing day, a 30th in a 29-day month, a day dropped in 1917', async () => {
    const user = renderConverter();
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(screen.getByLabelText('Gün')).toHaveAccessibleDescription('Günü yazın.');
    expect(screen.getByLabelText('Ay')).toHaveAccessibleDescription('Ayı seçin.');
    await fillDate(user, tr, ['30', "Şa'bân", '1444']);
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(screen.getByLabelText('Gün')).toHaveAccessibleDescription('Bu ay 29 gün çeker.');
    expect(result()).toBeEmptyDOMElement();

    await user.click(screen.getByRole('radio', { name: 'Rûmîden Milâdîye' }));
    await fillDate(user, tr, ['20', 'Şubat', '1332']);
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(screen.getByLabelText('Gün')).toHaveAccessibleDescription(/15 Şubat 1332’yi 1 Mart 1333/);
  });

  it('says the Rûmî range when the year is outside it', async () => {
    const user = renderConverter();
    await user.click(screen.getByRole('radio', { name: 'Milâdîden Rûmîye' }));
    await fillDate(user, tr, ['1', 'Ocak', '1830']);
    await user.click(screen.getByRole('button', { name: 'Çevir' }));
    expect(screen.getByLabelText('Yıl')).toHaveAccessibleDescription(/13 Mart 1840’ta \(1 Mart 1256\) başladı/);
  });

  it('moves between directions with the arrow keys, as one radio group', async () => {
    const user = renderConverter();
    await user.click(screen.getByRole('radio', { name: 'Hicrîden Milâdîye' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Milâdîden Hicrîye' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Çevirme yönü' })).toBeInTheDocument();
  });
});

describe('DateConverter in English', () => {
  it('converts a Hijri date with the month transliterated and warns about moon sighting', async () => {
    const user = renderConverter('en');
    await fillDate(user, en, ['1', 'Muharrem (Muharram)', '1400']);
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(result()).toHaveTextContent('Hijri1 Muharrem (Muharram) 1400');
    expect(result()).toHaveTextContent('GregorianWednesday, 21 November 1979');
    expect(within(result()).getByRole('list', { name: 'Please note' })).toHaveTextContent(
      'one day earlier or later than this result (±1 day)',
    );
  });

  it('converts Gregorian to Hijri: 13 March 1840 is Friday 9 Muharrem 1256', async () => {
    const user = renderConverter('en');
    await user.click(screen.getByRole('radio', { name: 'Gregorian to Hijri' }));
    await fillDate(user, en, ['13', 'March', '1840']);
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(result()).toHaveTextContent('HijriFriday, 9 Muharrem (Muharram) 1256');
  });

  it('converts Rûmî to Gregorian and marks 1342 as unofficial under law no. 698', async () => {
    const user = renderConverter('en');
    await user.click(screen.getByRole('radio', { name: 'Rûmî to Gregorian' }));
    await fillDate(user, en, ['1', 'Kânûnusânî (January)', '1342']);
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(result()).toHaveTextContent('GregorianFriday, 1 January 1926');
    expect(result()).toHaveTextContent('the year 1342 is not official');
  });

  it('converts Gregorian to Rûmî with the Julian lag: 13 April 1909 is 31 Mart 1325', async () => {
    const user = renderConverter('en');
    await user.click(screen.getByRole('radio', { name: 'Gregorian to Rûmî' }));
    await fillDate(user, en, ['13', 'April', '1909']);
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(result()).toHaveTextContent('RûmîTuesday, 31 Mart (March) 1325');
    expect(result()).toHaveTextContent('ran 13 days behind the Gregorian day');
  });

  it('refuses Kânûnusânî 1333 and points at 1334', async () => {
    const user = renderConverter('en');
    await user.click(screen.getByRole('radio', { name: 'Rûmî to Gregorian' }));
    await fillDate(user, en, ['5', 'Kânûnusânî (January)', '1333']);
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByLabelText('Month')).toHaveAccessibleDescription(/January 1918 is Kânûnusânî 1334/);
  });
});
