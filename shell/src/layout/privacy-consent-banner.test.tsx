import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, clearSession, setSession } from 'shared-ui';
import { consentGivenEvent } from 'shared-ui/contracts';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderShell } from '../testing/render-shell';
import { PrivacyConsentBanner } from './privacy-consent-banner';

const signIn = () =>
  setSession({ token: 't', user: { id: 1, name: 'Ayşe', surname: 'Kaya', email: 'a@example.com', role: 'user' } });
const needs = { current_version: 3, consented_version: 2, needs_consent: true, history: [] };

describe('the privacy notice consent banner', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    clearSession();
    await changeLanguage('tr');
  });

  it('asks a signed-in user to consent to a new version and records it with that version', async () => {
    signIn();
    const api = stubFetch(
      byRoute({
        'GET /api/settings/privacy-consent': { body: needs },
        'POST /api/settings/privacy-consent': { body: { message: 'ok', consent: { ...needs, needs_consent: false } } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderShell(<PrivacyConsentBanner />);
    const banner = await screen.findByRole('region', { name: 'Aydınlatma metni güncellendi' });
    expect(banner).toHaveTextContent('(sürüm 3)');
    expect(screen.getByRole('link', { name: 'Metni oku' })).toHaveAttribute('href', '/aydinlatma-metni');
    await user.click(screen.getByRole('button', { name: 'Onaylıyorum' }));
    expect(await screen.findByText('Onayınız kaydedildi.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/settings/privacy-consent')).toEqual({ version: 3 });
    expect(screen.queryByRole('region', { name: 'Aydınlatma metni güncellendi' })).not.toBeInTheDocument();
  });

  it('steps aside for "Later" until the next browser session, and when a screen records the consent', async () => {
    signIn();
    stubFetch(byRoute({ 'GET /api/settings/privacy-consent': { body: needs } }));
    const user = userEvent.setup({ delay: null });
    const first = renderShell(<PrivacyConsentBanner />);
    await user.click(await screen.findByRole('button', { name: 'Daha sonra' }));
    expect(screen.queryByTestId('privacy-consent-banner')).not.toBeInTheDocument();
    first.unmount();
    renderShell(<PrivacyConsentBanner />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('privacy-consent-banner')).not.toBeInTheDocument();

    sessionStorage.clear();
    const second = renderShell(<PrivacyConsentBanner />);
    expect(await second.findByTestId('privacy-consent-banner')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(consentGivenEvent));
    });
    expect(second.queryByTestId('privacy-consent-banner')).not.toBeInTheDocument();
  });

  it('shows nothing to a visitor or to a user who consented, and reads in English', async () => {
    const api = stubFetch(
      byRoute({ 'GET /api/settings/privacy-consent': { body: { ...needs, needs_consent: false } } }),
    );
    renderShell(<PrivacyConsentBanner />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(api.calls).toHaveLength(0);
    signIn();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('privacy-consent-banner')).not.toBeInTheDocument();

    clearSession();
    await changeLanguage('en');
    stubFetch(byRoute({ 'GET /api/settings/privacy-consent': { body: needs } }));
    signIn();
    expect(await screen.findByRole('region', { name: 'The privacy notice has changed' })).toHaveTextContent(
      'Our privacy notice has changed (version 3).',
    );
  });
});
