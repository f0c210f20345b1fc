import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, renderWithProviders, type FetchCall } from 'shared-ui/testing';
import { LanguagesSection, texts } from './languages-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const languages = [
  { id: 1, name: 'Osmanlıca' },
  { id: 2, name: 'Arapça' },
];
const scripts = [
  { id: 7, name: 'Rika', language_id: 1 },
  { id: 8, name: 'Nesih', language_id: 1 },
];

function server(extra: (call: FetchCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return stubFetch(
    (call) => extra(call) ?? (call.url.includes('hat-turleri') ? { body: scripts } : { body: languages }),
  ).calls;
}

beforeEach(() => localStorage.clear());

describe('languages section', () => {
  it('expands Osmanlıca to its script types and adds one', async () => {
    const calls = server((call) => (call.method === 'POST' ? { status: 201, body: { message: 'ok' } } : undefined));
    renderWithProviders(<LanguagesSection />, { language: 'tr' });
    const toggle = await screen.findByRole('button', { name: /Osmanlıca/, expanded: false });
    expect(screen.queryByRole('button', { name: /Arapça.*Hat türleri/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Hat türleri' });
    expect(within(list).getByText('Rika')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/hat-turleri?language_id=1')).toBe(true);

    await userEvent.type(screen.getByRole('textbox', { name: 'Hat türü adı' }), 'Divani');
    await userEvent.click(screen.getByRole('button', { name: 'Hat türü ekle' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/admin/hat-turleri',
        body: { name: 'Divani', language_id: 1 },
      }),
    );
  });

  it('requires a name to add a language', async () => {
    const calls = server((call) => (call.method === 'POST' ? { status: 201, body: { message: 'ok' } } : undefined));
    renderWithProviders(<LanguagesSection />, { language: 'tr' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Dil adı' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Dil ekle' }));
    expect(screen.getByRole('textbox', { name: 'Dil adı' })).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'Dil adı' }), 'Japonca');
    await userEvent.click(screen.getByRole('button', { name: 'Dil ekle' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/admin/languages',
        body: { name: 'Japonca' },
      }),
    );
  });

  it('asks before deleting a language or a script type', async () => {
    const calls = server((call) => (call.method === 'DELETE' ? { body: { message: 'ok' } } : undefined));
    renderWithProviders(<LanguagesSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Arapça' }));
    expect(screen.getByRole('dialog', { name: 'Dil silinsin mi?' })).toHaveTextContent('“Arapça” silinecek.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/languages/2'));

    await userEvent.click(screen.getByRole('button', { name: /Osmanlıca/, expanded: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Rika' }));
    expect(screen.getByRole('dialog', { name: 'Hat türü silinsin mi?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toContain('/api/admin/hat-turleri/7'),
    );
  });

  it('shows why Osmanlıca cannot be deleted', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server((call) =>
      call.method === 'DELETE'
        ? {
            status: 409,
            body: {
              message: 'Osmanlıca silinemez: hat türleri ve sipariş formu bu dile bağlıdır.',
              code: 'languageProtected',
            },
          }
        : undefined,
    );
    renderWithProviders(<LanguagesSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Osmanlıca' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Osmanlıca silinemez');
    log.mockRestore();
  });
});
