import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const items = [
  { value: 'assigned', label: 'Atanan', count: 2 },
  { value: 'open', label: 'Açık' },
  { value: 'completed', label: 'Tamamlanan' },
];

function Controlled({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('assigned');
  return (
    <Tabs
      items={items}
      value={value}
      aria-label="İşler"
      data-testid="job-tabs"
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a tab list with the selected tab in the tab order and extra props passed on', () => {
    render(<Controlled />);
    expect(screen.getByTestId('job-tabs')).toHaveAttribute('role', 'tablist');
    const assigned = screen.getByRole('tab', { name: /Atanan/ });
    expect(assigned).toHaveAttribute('aria-selected', 'true');
    expect(assigned).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Açık' })).toHaveAttribute('tabindex', '-1');
    expect(assigned).toHaveTextContent('2');
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: /Atanan/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Açık' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Açık' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tamamlanan' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Atanan/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('completed');
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Tamamlanan' }));
    expect(screen.getByRole('tab', { name: 'Tamamlanan' })).toHaveAttribute('aria-selected', 'true');
  });

  it('wraps onto more lines on a phone when asked, instead of scrolling tabs out of sight', () => {
    const { rerender } = render(<Tabs items={items} value="open" onChange={() => undefined} />);
    expect(screen.getByRole('tablist')).not.toHaveClass('wrap');
    rerender(<Tabs items={items} value="open" wrap onChange={() => undefined} />);
    expect(screen.getByRole('tablist')).toHaveClass('wrap');
    // jsdom lays nothing out: the rule itself is what a phone applies
    const css = readFileSync(path.join(__dirname, 'tabs.module.css'), 'utf8');
    expect(css).toMatch(/@media \(max-width: 767px\) \{\s*\.wrap \{\s*flex-wrap: wrap;\s*overflow-x: visible;/);
  });
});
