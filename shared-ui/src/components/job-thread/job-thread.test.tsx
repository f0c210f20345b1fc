import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { JobThread } from './job-thread';

const pdf = () => new File(['%PDF-1.4'], 'nufus-kaydi.pdf', { type: 'application/pdf' });

describe('the job thread’s files', () => {
  it('are chosen in the styled drop zone of the upload form, sent with the message, and emptied afterwards', async () => {
    const onSend = jest.fn(async () => undefined);
    const { container } = renderWithProviders(<JobThread messages={[]} viewer="customer" onSend={onSend} />, {
      language: 'tr',
    });
    const input = screen.getByLabelText('Dosya ekle (isteğe bağlı)');
    expect(input).toHaveAttribute('type', 'file');
    // the drop zone's frame around the hidden input, not the browser's plain picker
    expect(input.closest('label')).toHaveTextContent('seçmek için tıklayın');
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(1);
    await userEvent.upload(input, pdf());
    expect(screen.getByRole('list', { name: 'Seçilen dosyalar' })).toHaveTextContent('nufus-kaydi.pdf');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mesajınız' }), 'Ek belge');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith('Ek belge', [expect.objectContaining({ name: 'nufus-kaydi.pdf' })]),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Seçilen dosyalar' })).not.toBeInTheDocument());
  });

  it('name the drop zone in English for an English reader', () => {
    renderWithProviders(<JobThread messages={[]} viewer="office" onSend={async () => undefined} />, {
      language: 'en',
    });
    expect(screen.getByLabelText('Attach files (optional)')).toHaveAttribute('type', 'file');
  });
});
