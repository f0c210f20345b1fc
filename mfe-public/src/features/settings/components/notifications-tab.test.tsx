import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { someNotifications } from '../testing/fixtures';

describe('Bildirimler tab', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
  });

  it('saves the e-mail choice, offers no SMS switch (the site sends none) and sends the stored SMS value back unchanged', async () => {
    const api = stubFetch(
      byRoute({
        'GET /api/settings/notifications': { body: someNotifications },
        'PUT /api/settings/notifications': {
          body: { message: 'Bildirim ayarları güncellendi.', email_notifications: false, sms_notifications: false },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=bildirimler');
    const email = await screen.findByLabelText('E-posta bildirimleri');
    expect(email).toBeChecked();
    expect(screen.queryByLabelText(/SMS/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bildirim ayarları güncellendi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/settings/notifications')).toEqual({
      email_notifications: false,
      sms_notifications: false,
    });
  });

  it('shows a customer no job-alert choice', async () => {
    stubFetch(byRoute({ 'GET /api/settings/notifications': { body: someNotifications } }));
    renderSettings('/settings?tab=bildirimler');
    await screen.findByLabelText('E-posta bildirimleri');
    expect(screen.queryByRole('group', { name: 'Dillerimdeki yeni işler' })).not.toBeInTheDocument();
  });

  it('lets a translator choose a daily digest of new jobs in their languages and sends the choice', async () => {
    signInAs('translator');
    const api = stubFetch(
      byRoute({
        'GET /api/settings/notifications': { body: { ...someNotifications, job_alerts: 'instant' } },
        'PUT /api/settings/notifications': {
          body: { message: 'Bildirim ayarları güncellendi.', ...someNotifications, job_alerts: 'daily' },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=bildirimler');
    const group = await screen.findByRole('group', { name: 'Dillerimdeki yeni işler' });
    expect(group).toHaveTextContent('Her yeni işte hemen');
    expect(screen.getByLabelText('Her yeni işte hemen')).toBeChecked();
    await user.click(screen.getByLabelText('Günde bir özet (09.00)'));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bildirim ayarları güncellendi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/settings/notifications')).toEqual({ ...someNotifications, job_alerts: 'daily' });
  });

  it("falls back to 'Hata oluştu.' when there is no answer", async () => {
    stubFetch(
      byRoute({
        'GET /api/settings/notifications': { body: someNotifications },
        'PUT /api/settings/notifications': 'network',
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=bildirimler');
    await screen.findByLabelText('E-posta bildirimleri');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Hata oluştu.')).toBeInTheDocument();
  });
});
