import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared-ui/testing';
import type { AdminReleasesDto } from 'shared-ui';
import { ReleasesCard } from './releases-card';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { siteSettingsTexts } from '../site-settings-texts';

registerFeatureTexts(siteSettingsTexts);

const remote = (name: string, active: string | null = null, previous: string | null = null) => ({
  remote: name,
  active,
  previous,
  changedAt: active || previous ? '2026-11-20T10:00:00Z' : null,
  versions: [] as { version: string; createdAt: string; commit: string | null }[],
});

function releases(adminActive: string | null, adminPrevious: string | null): AdminReleasesDto {
  const admin = remote('mfe-admin', adminActive, adminPrevious);
  admin.versions = [
    { version: '2.0.0', createdAt: '2026-11-22T09:00:00Z', commit: 'bbbbbbb' },
    { version: '1.0.0', createdAt: '2026-11-21T09:00:00Z', commit: 'aaaaaaa' },
  ];
  return {
    items: [remote('mfe-public'), remote('mfe-customer'), remote('mfe-translator'), admin],
    changes: adminActive
      ? [
          {
            id: 1,
            remote: 'mfe-admin',
            from: adminPrevious,
            to: adminActive,
            actorName: 'Ali Veli',
            at: '2026-11-22T10:00:00Z',
          },
        ]
      : [],
  } as AdminReleasesDto;
}

const adminCard = async () =>
  within((await screen.findByRole('heading', { name: 'Yönetim paneli' })).closest('li') as HTMLElement);

describe('the versions card (Sürümler)', () => {
  it('shows what each panel serves and switches the admin panel to a stored version after a confirmation', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'PUT'
        ? { body: { message: 'Sürüm değiştirildi.', ...releases('2.0.0', null) } }
        : { body: releases(null, null) },
    );
    renderWithProviders(<ReleasesCard />, { language: 'tr' });
    const card = await adminCard();
    expect(card.getByText('Sunucuyla gelen yapı', { selector: 'strong' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Bu sürümü kullan' })).toBeDisabled();

    await userEvent.selectOptions(card.getByRole('combobox', { name: 'Sürüm' }), '2.0.0');
    await userEvent.click(card.getByRole('button', { name: 'Bu sürümü kullan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('“Sunucuyla gelen yapı” yerine “2.0.0” sunacak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bu sürümü kullan' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/admin/releases/mfe-admin');
    expect(put?.body).toEqual({ version: '2.0.0' });
    expect(await screen.findByText('Sürüm değiştirildi.')).toBeInTheDocument();
    expect((await adminCard()).getByText('2.0.0', { selector: 'strong' })).toBeInTheDocument();
  });

  it('offers the one-step rollback to the version served before, and lists the audited change', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'PUT'
        ? { body: { message: 'Sürüm değiştirildi.', ...releases('1.0.0', '2.0.0') } }
        : { body: releases('2.0.0', '1.0.0') },
    );
    renderWithProviders(<ReleasesCard />, { language: 'tr' });
    expect(await screen.findByText(/Yönetim paneli: 1.0.0 → 2.0.0 \(Ali Veli\)/)).toBeInTheDocument();
    await userEvent.click((await adminCard()).getByRole('button', { name: 'Önceki sürüme dön (1.0.0)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Önceki sürüme dön' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: '1.0.0' }));
  });

  it('reads in English, naming the build that came with the server', async () => {
    stubFetch(() => ({ body: releases(null, null) }));
    renderWithProviders(<ReleasesCard />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Versions' })).toBeInTheDocument();
    expect(screen.getAllByText('The build that came with the server', { selector: 'strong' })).toHaveLength(4);
    expect(screen.getByText('No release yet: npm run release -w mfe-public')).toBeInTheDocument();
  });
});
