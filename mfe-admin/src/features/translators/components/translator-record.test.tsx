import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovedTranslator, TranslatorRecordDto } from 'shared-ui';
import { paged, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { TranslatorsSection } from '../screens/translators-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { translatorsTexts } from '../translators-texts';

registerFeatureTexts(translatorsTexts);

const translator = (id: number, name: string, record: TranslatorRecordDto) =>
  ({
    id,
    name,
    surname: 'Test',
    email: `${name.toLowerCase()}@example.com`,
    phone: null,
    languages: ['Türkçe', 'İngilizce'],
    education_level: 'lisans',
    jobs: record.completed,
    is_featured: 0,
    avatar: null,
    certificates: '',
    certificate_files: [],
    record,
  }) as unknown as ApprovedTranslator;

const steady = translator(1, 'Ece', {
  completed: 12,
  on_time_rate: 0.917,
  revision_rate: 0.083,
  average_rating: 4.6,
  ratings: 9,
});
const late = translator(2, 'Can', {
  completed: 4,
  on_time_rate: 0.5,
  revision_rate: 0.25,
  average_rating: 3.2,
  ratings: 4,
});
const newcomer = translator(3, 'Nur', {
  completed: 0,
  on_time_rate: null,
  revision_rate: null,
  average_rating: null,
  ratings: 0,
});

describe('the translators’ record in Tercümanlar', () => {
  it('shows completed jobs, on-time and revision rates and the average rating, and sorts by each', async () => {
    stubFetch((c) => {
      if (c.url.startsWith('/api/admin/translators/approved')) return { body: paged([late, steady, newcomer]) };
      if (c.url.startsWith('/api/admin/translators/pending')) return { body: paged([]) };
      return { status: 404, body: {} };
    });
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    const table = await screen.findByTestId('admin-approved-translators');
    const row = (name: string) => within(table).getByText(`${name} Test`).closest('tr') as HTMLElement;
    expect(row('Ece')).toHaveTextContent(/12.*%92.*%8.*4,6 ★ \(9\)/);
    expect(row('Nur')).toHaveTextContent(/—.*—.*—/);

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Puan/ })).getByRole('button'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Puan/ })).getByRole('button'));
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent?.match(/(Ece|Can|Nur) Test/)?.[1]);
    expect(names).toEqual(['Ece', 'Can', 'Nur']);
  });
});
