import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../i18n/i18n';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function ShowButton({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ tone: 'success', message: 'Profil güncellendi!', duration })}>
      show
    </button>
  );
}

function renderWithProvider(duration?: number) {
  return render(
    <I18nextProvider i18n={initI18n()}>
      <ToastProvider>
        <ShowButton duration={duration} />
      </ToastProvider>
    </I18nextProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe('Toast', () => {
  it('announces the message in a polite live region and hides it after its duration', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProvider(3000);
    await user.click(screen.getByRole('button', { name: 'show' }));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Profil güncellendi!');
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Profil güncellendi!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Profil güncellendi!')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithProvider(0);
    await user.click(screen.getByRole('button', { name: 'show' }));
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByText('Profil güncellendi!')).not.toBeInTheDocument();
  });
});
