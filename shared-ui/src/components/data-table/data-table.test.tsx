import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../i18n/i18n';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  code: string;
  price: number | null;
}

const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  code: `JOB-00000${i + 1}`,
  price: i === 2 ? null : (i + 1) * 100,
}));
const columns: DataTableColumn<Row>[] = [
  { key: 'code', header: 'Kod', sortable: true },
  { key: 'price', header: 'Fiyat', sortable: true, render: (row) => (row.price === null ? '—' : `${row.price} ₺`) },
];

function renderTable(extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <I18nextProvider i18n={initI18n()}>
      <DataTable caption="İşlerim" columns={columns} rows={rows} rowKey={(r) => r.id} pageSize={5} {...extra} />
    </I18nextProvider>,
  );
}

const bodyCodes = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('is a captioned table showing the first page of 5 rows', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'İşlerim' })).toBeInTheDocument();
    expect(bodyCodes()).toHaveLength(5);
    expect(screen.getByText('Sayfa 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Önceki/ })).toBeDisabled();
  });

  it('moves between pages', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /İleri/ }));
    expect(screen.getByText('Sayfa 2 / 2')).toBeInTheDocument();
    expect(bodyCodes()).toEqual(['JOB-000006', 'JOB-000007']);
  });

  it('sorts by a column header and says so with aria-sort, empty values last', async () => {
    const user = userEvent.setup();
    renderTable({ pageSize: 10 });
    const priceHeader = screen.getByRole('columnheader', { name: /Fiyat/ });
    expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyCodes()[0]).toBe('JOB-000001');
    await user.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyCodes()[0]).toBe('JOB-000007');
    expect(bodyCodes().at(-1)).toBe('JOB-000003');
  });

  it('shows the empty text when there are no rows', () => {
    renderTable({ rows: [], emptyText: 'Henüz iş yok.' });
    expect(screen.getByText('Henüz iş yok.')).toBeInTheDocument();
    expect(screen.queryByText(/Sayfa/)).not.toBeInTheDocument();
  });

  it('asks for another page in server paging mode', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderTable({ rows: rows.slice(0, 5), total: 23, page: 2, onPageChange });
    expect(screen.getByText('Sayfa 2 / 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /İleri/ }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
