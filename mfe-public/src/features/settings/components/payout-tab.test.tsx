import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';

const saved = {
  account_holder: 'Xeni Test',
  iban_masked: 'TR33 •••• •••• 1326',
  updated_at: '2026-11-25T09:00:00.000Z',
};

describe('Ödeme bilgileri tab (translators)', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('translator');
  });

  it('saves the account holder and IBAN, then shows the IBAN masked and clears the form', async () => {
    const api = stubFetch(
      byRoute({
        'GET /api/settings/payout': { body: { payout_details: null } },
        'PUT /api/settings/payout': { body: { message: 'Ödeme bilgileriniz kaydedildi.', payout_details: saved } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=odeme-bilgileri');
    expect(await screen.findByText('Henüz ödeme bilgisi girmediniz.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Hesap sahibi'), 'Xeni Test');
    await user.type(screen.getByLabelText('IBAN'), 'TR33 0006 1005 1978 6457 8413 26');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ödeme bilgileriniz kaydedildi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/settings/payout')).toEqual({
      account_holder: 'Xeni Test',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
    });
    expect(screen.getByTestId('payout-current')).toHaveTextContent('TR33 •••• •••• 1326');
    expect(screen.getByLabelText('IBAN')).toHaveValue('');
  });

  it('shows the server’s field error under the IBAN when its checksum fails', async () => {
    stubFetch(
      byRoute({
        'GET /api/settings/payout': { body: { payout_details: saved } },
        'PUT /api/settings/payout': {
          status: 400,
          body: {
            message: 'Geçerli bir IBAN giriniz.',
            code: 'invalidIban',
            fields: { iban: 'Geçerli bir IBAN giriniz.' },
          },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=odeme-bilgileri');
    expect(await screen.findByTestId('payout-current')).toHaveTextContent('Xeni Test');
    await user.type(screen.getByLabelText('Hesap sahibi'), 'Xeni Test');
    await user.type(screen.getByLabelText('IBAN'), 'TR33 0006');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByLabelText('IBAN')).toHaveAccessibleDescription(/Geçerli bir IBAN giriniz/);
  });

  it('is not a tab for customers', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /api/settings/profile': { status: 500, body: {} } }));
    renderSettings('/settings?tab=odeme-bilgileri');
    expect(screen.queryByRole('tab', { name: 'Ödeme bilgileri' })).not.toBeInTheDocument();
  });
});
