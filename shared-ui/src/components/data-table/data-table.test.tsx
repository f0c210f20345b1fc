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

  it('keeps the empty text in the visible part of a table wider than the screen (a sticky box, not the wide cell)', () => {
    renderTable({ rows: [], emptyText: 'Henüz iş yok.' });
    const words = screen.getByText('Henüz iş yok.');
    expect(words.tagName).toBe('SPAN');
    expect(words).toHaveClass('emptyText');
    expect(words.closest('td')).toHaveClass('empty');
  });

  it('brings the top of the table into view and focuses it after another page', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /İleri/ }));
    const region = screen.getByRole('region', { name: 'İşlerim' });
    expect(scrolled).toEqual([region]);
    expect(region).toHaveFocus();
  });

  it('marks the order the rows come in with aria-sort, and sorts the other way from there', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const plain: DataTableColumn<Row>[] = [{ key: 'code', header: 'Kod' }, ...columns.slice(1)];
    const { unmount } = renderTable({ columns: plain, presorted: { key: 'code', direction: 'descending' } });
    expect(screen.getByRole('columnheader', { name: 'Kod' })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyCodes()[0]).toBe('JOB-000001');
    unmount();

    renderTable({ presorted: { key: 'code', direction: 'descending' }, onSortChange });
    const code = screen.getByRole('columnheader', { name: /Kod/ });
    expect(code).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(code).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'code', direction: 'ascending' });
    expect(code).toHaveAttribute('aria-sort', 'ascending');
  });

  describe('wider than the screen', () => {
    const widths = {
      scrollWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth'),
      clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    };
    beforeEach(() => {
      Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get: () => 560 });
      Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 340 });
    });
    afterEach(() => {
      for (const [name, descriptor] of Object.entries(widths))
        if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
    });

    it('says it scrolls sideways, in a named region the keyboard can reach', () => {
      renderTable();
      const region = screen.getByRole('region', { name: 'İşlerim' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toHaveAccessibleDescription('Tablonun tamamını görmek için yana kaydırın.');
      expect(region).toHaveClass('overflowing');
    });
  });

  it('gives no scroll hint when the table fits', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'İşlerim' });
    expect(region).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/yana kaydırın/)).not.toBeInTheDocument();
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
