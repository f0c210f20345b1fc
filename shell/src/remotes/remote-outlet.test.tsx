import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { loadRemoteApp } from './registry';
import { RemoteOutlet } from './remote-outlet';
import { RemoteSkewError } from './version-skew';

jest.mock('./registry', () => ({ loadRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);

describe('RemoteOutlet', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the localized error with a retry, and the remote after a successful retry', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce(() => <h1>Müşteri paneli</h1>);
    renderShell(<RemoteOutlet name="mfe_customer" />);

    expect(await screen.findByText('Bu bölüm yüklenemedi.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'Müşteri paneli' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('RemoteOutlet with a remote built for other shared versions', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says the section could not be loaded and offers a reload of the page instead of a retry', async () => {
    load.mockRejectedValueOnce(new RemoteSkewError('mfe_admin', ['shared-ui ^1.0.0 (shell has 0.1.0)']));
    renderShell(<RemoteOutlet name="mfe_admin" />);

    expect(await screen.findByText('Bu bölüm yüklenemedi.')).toBeInTheDocument();
    expect(screen.getByText(/sitenin geri kalanıyla uyumlu değil/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
  });
});
