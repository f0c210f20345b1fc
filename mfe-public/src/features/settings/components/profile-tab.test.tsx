import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, i18n } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { aProfile } from '../testing/fixtures';

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Profil tab', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
  });
  afterEach(() => jest.useRealTimers());

  it('fills the form from the profile', async () => {
    stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile() } }));
    renderSettings();
    expect(await screen.findByLabelText('Soyad')).toHaveValue('Kaya');
    expect(screen.getByLabelText('Doğum tarihi')).toHaveValue('1990-05-01');
    expect(screen.getByLabelText('Yaşadığınız ülke')).toHaveValue('Türkiye');
    expect(screen.getByLabelText('İl')).toHaveValue('İstanbul');
    expect(screen.getByLabelText('İlçe')).toHaveValue('Kadıköy');
    expect(screen.getByLabelText('Adres')).toHaveValue('Moda Cad. 1');
  });

  it('offers the districts of the chosen city and clears the district when the city changes', async () => {
    stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile() } }));
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await screen.findByLabelText('İl');
    expect(optionsOf('İl')).toHaveLength(82);
    expect(optionsOf('İlçe')).toContain('Kadıköy');

    await user.selectOptions(screen.getByLabelText('İl'), 'Ankara');
    expect(screen.getByLabelText('İlçe')).toHaveValue('');
    expect(optionsOf('İlçe')).toContain('Çankaya');
    expect(optionsOf('İlçe')).not.toContain('Kadıköy');

    await user.selectOptions(screen.getByLabelText('Yaşadığınız ülke'), 'Almanya');
    expect(screen.getByLabelText('İl')).toHaveValue('');
    expect(optionsOf('İl')).toEqual(['Seçiniz', 'Berlin', 'Münih']);
    expect(screen.getByLabelText('İlçe')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('İl'), 'Berlin');
    expect(optionsOf('İlçe')).toContain('Neukölln');
  });

  it('saves, says so for 3 seconds and renames the signed-in user', async () => {
    const api = stubFetch(
      byRoute({
        'GET /api/settings/profile': { body: aProfile() },
        'PUT /api/settings/profile': {
          body: {
            message: 'Profil güncellendi!',
            profile: aProfile({ name: 'Ayşegül', district: 'Çankaya', city: 'Ankara' }),
          },
        },
      }),
    );
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderSettings();
    const name = await screen.findByLabelText('Ad');
    await user.clear(name);
    await user.type(name, 'Ayşegül');
    await user.selectOptions(screen.getByLabelText('İl'), 'Ankara');
    await user.selectOptions(screen.getByLabelText('İlçe'), 'Çankaya');
    await user.clear(screen.getByLabelText('Adres'));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Profil güncellendi!')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/settings/profile')).toEqual({
      name: 'Ayşegül',
      surname: 'Kaya',
      birth_date: '1990-05-01',
      phone: '+905321234567',
      country: 'Türkiye',
      city: 'Ankara',
      district: 'Çankaya',
      address: null,
    });
    expect(getSession()?.user).toMatchObject({ name: 'Ayşegül', surname: 'Kaya', role: 'user' });
    act(() => jest.advanceTimersByTime(3100));
    expect(screen.queryByText('Profil güncellendi!')).not.toBeInTheDocument();
  });

  it("says 'Hata oluştu.' on failure and shows the server's field messages", async () => {
    stubFetch(
      byRoute({
        'GET /api/settings/profile': { body: aProfile() },
        'PUT /api/settings/profile': {
          status: 400,
          body: {
            message: 'Formda hatalar var.',
            code: 'validationFailed',
            fields: { birth_date: '18 yaşından büyük olmalısınız.' },
          },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await screen.findByLabelText('Ad');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Hata oluştu.')).toBeInTheDocument();
    expect(screen.getByText('18 yaşından büyük olmalısınız.')).toBeInTheDocument();
    expect(screen.getByLabelText('Doğum tarihi')).toHaveAttribute('aria-invalid', 'true');
    expect(getSession()?.user.name).toBe('Ayşe');
  });

  it('offers every country of the shared table in Turkish order, and a written city and district outside the data', async () => {
    stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile() } }));
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await screen.findByLabelText('Yaşadığınız ülke');
    const names = optionsOf('Yaşadığınız ülke').slice(1);
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual(expect.arrayContaining(['Türkiye', 'Almanya', 'Birleşik Krallık', 'Fransa']));
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'tr')));

    await user.selectOptions(screen.getByLabelText('Yaşadığınız ülke'), 'Birleşik Krallık');
    const city = screen.getByLabelText('İl');
    expect(city.tagName).toBe('INPUT');
    expect(city).toHaveValue('');
    await user.type(city, 'Manchester');
    await user.type(screen.getByLabelText('İlçe'), 'Didsbury');
    expect(screen.getByLabelText('İl')).toHaveValue('Manchester');
  });

  it('names the countries in English, sorted in English, keeping the stored Turkish name as the value', async () => {
    await i18n.changeLanguage('en');
    try {
      stubFetch(
        byRoute({
          'GET /api/settings/profile': { body: aProfile({ country: 'Almanya', city: 'Berlin', district: 'Mitte' }) },
        }),
      );
      renderSettings();
      const country = await screen.findByLabelText('Country of residence');
      await waitFor(() => expect(country).toHaveValue('Almanya'));
      expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('Germany');
      const names = optionsOf('Country of residence').slice(1);
      expect(names).toEqual(expect.arrayContaining(['Germany', 'United Kingdom', 'Türkiye']));
      expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')));
    } finally {
      await i18n.changeLanguage('tr');
    }
  });
});
