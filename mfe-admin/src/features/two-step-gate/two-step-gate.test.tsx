import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared-ui/testing';
import { TwoStepGate } from './two-step-gate';

const status = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };

describe('TwoStepGate', () => {
  it('sends an admin the office requires two-step sign-in of to set it up in Ayarlar', async () => {
    stubFetch(() => ({ body: { ...status, required: true } }));
    renderWithProviders(<TwoStepGate>panel</TwoStepGate>, { url: '/panel/admin/dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings?tab=guvenlik'));
    expect(screen.queryByText('panel')).toBeNull();
  });

  it('opens the panel when it is not required, or already on', async () => {
    stubFetch(() => ({ body: { ...status, required: true, enabled: true } }));
    renderWithProviders(<TwoStepGate>panel</TwoStepGate>, { url: '/panel/admin/dashboard' });
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/panel/admin/dashboard');
  });

  it('opens the panel when the status cannot be read (the server still refuses what it must)', async () => {
    stubFetch(() => 'network');
    renderWithProviders(<TwoStepGate>panel</TwoStepGate>, { url: '/panel/admin/dashboard' });
    expect(await screen.findByText('panel')).toBeInTheDocument();
  });
});
