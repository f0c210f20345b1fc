import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import { FeedbackButton } from './feedback-button';

describe('feedback', () => {
  it('refuses an empty message', async () => {
    const user = userEvent.setup();
    renderShell(<FeedbackButton />);
    await user.click(screen.getByRole('button', { name: /Geri bildirim/ }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen bir mesaj yazın.');
  });

  it('logs a valid message locally, thanks, and sends nothing', async () => {
    const user = userEvent.setup();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    renderShell(<FeedbackButton />);
    await user.click(screen.getByRole('button', { name: /Geri bildirim/ }));
    await user.type(screen.getByLabelText('Mesajınız'), 'Site çok güzel olmuş');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(screen.getByText('Teşekkürler! Geri bildiriminiz kaydedildi.')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('feedback', 'Site çok güzel olmuş');
    expect(fetchSpy).not.toHaveBeenCalled();
    info.mockRestore();
  });
});
