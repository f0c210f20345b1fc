import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../i18n/i18n';
import { FileDrop, type FileDropProps } from './file-drop';

function renderDrop(props: Partial<FileDropProps> = {}) {
  const onFiles = jest.fn();
  render(
    <I18nextProvider i18n={initI18n()}>
      <FileDrop label="Belge" accept=".pdf,image/*" onFiles={onFiles} {...props} />
    </I18nextProvider>,
  );
  return onFiles;
}

const pdf = new File(['x'.repeat(2048)], 'tapu.pdf', { type: 'application/pdf' });

describe('FileDrop', () => {
  it('chooses a file with the labelled input and lists its name and size', async () => {
    const user = userEvent.setup();
    const onFiles = renderDrop();
    await user.upload(screen.getByLabelText('Belge'), pdf);
    expect(onFiles).toHaveBeenCalledWith([pdf]);
    expect(screen.getByText('tapu.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
  });

  it('takes dropped files and refuses a type outside accept', () => {
    const onFiles = renderDrop({ multiple: true });
    const zone = screen.getByText('seçmek için tıklayın').closest('label') as HTMLElement;
    const exe = new File(['x'], 'virus.exe', { type: 'application/octet-stream' });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf, exe] } });
    expect(onFiles).toHaveBeenCalledWith([pdf]);
    expect(screen.getByRole('alert')).toHaveTextContent('virus.exe');
  });

  it('drops its "type not accepted" message once an upload of the accepted files starts', () => {
    const onFiles = jest.fn();
    const i18n = initI18n();
    const drop = (progress: number | null) => (
      <I18nextProvider i18n={i18n}>
        <FileDrop label="Belge" accept=".pdf" multiple onFiles={onFiles} progress={progress} />
      </I18nextProvider>
    );
    const { rerender } = render(drop(null));
    const zone = screen.getByText('seçmek için tıklayın').closest('label') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf, new File(['x'], 'virus.exe')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('virus.exe');
    rerender(drop(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows upload progress as a progress bar with a percentage', () => {
    renderDrop({ progress: 0.42 });
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('value', '42');
    expect(screen.getAllByText('Yükleniyor: %42').length).toBeGreaterThan(0);
  });

  it('shows an error given by the form', () => {
    renderDrop({ error: 'Dosya çok büyük.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Dosya çok büyük.');
    expect(screen.getByLabelText('Belge')).toHaveAttribute('aria-invalid', 'true');
  });
});
