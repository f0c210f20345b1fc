import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { isPastDue, PastDueBadge } from './past-due-badge';

describe('past due', () => {
  it('flags a job at work whose due date has passed in Istanbul, and nothing else', () => {
    const today = '2026-11-25';
    expect(isPastDue({ status: 'in_progress', delivery_date: '2026-11-24' }, today)).toBe(true);
    expect(isPastDue({ status: 'revision_requested', delivery_date: '2026-11-01' }, today)).toBe(true);
    expect(isPastDue({ status: 'in_progress', delivery_date: '2026-11-25' }, today)).toBe(false);
    expect(isPastDue({ status: 'completed', delivery_date: '2026-11-01' }, today)).toBe(false);
    expect(isPastDue({ status: 'waiting', delivery_date: '2026-11-01' }, today)).toBe(false);
  });

  it('says so in words, in each language', () => {
    const { unmount } = renderWithProviders(
      <PastDueBadge job={{ status: 'in_progress', delivery_date: '2000-01-01' }} />,
      {
        language: 'tr',
      },
    );
    expect(screen.getByText('Gecikmiş')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PastDueBadge job={{ status: 'in_progress', delivery_date: '2000-01-01' }} />, {
      language: 'en',
    });
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });
});
