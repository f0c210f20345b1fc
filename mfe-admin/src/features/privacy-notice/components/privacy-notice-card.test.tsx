import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type AdminPrivacyNoticeDto } from 'shared-ui';
import { byRoute, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { PrivacyNoticeCard } from './privacy-notice-card';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { privacyNoticeTexts } from '../privacy-notice-texts';

registerFeatureTexts(privacyNoticeTexts);

const notice: AdminPrivacyNoticeDto = {
  version: 1,
  content_tr: 'AYDINLATMA METNİ',
  content_en: 'PRIVACY NOTICE',
  published_at: '2026-11-01T09:00:00.000Z',
  versions: [{ version: 1, published_at: '2026-11-01T09:00:00.000Z' }],
};

afterEach(() => void i18n.changeLanguage('tr'));

describe('the privacy notice in Site ayarları', () => {
  it('publishes the changed text as a new version after a confirmation, and lists the versions', async () => {
    const published: AdminPrivacyNoticeDto = {
      ...notice,
      version: 2,
      content_tr: 'AYDINLATMA METNİ\n\nYeni bölüm',
      versions: [{ version: 2, published_at: '2026-12-05T09:00:00.000Z' }, ...notice.versions],
    };
    const api = stubFetch(
      byRoute({
        'GET /api/admin/privacy-notice': { body: notice },
        'POST /api/admin/privacy-notice': {
          status: 201,
          body: { message: 'Aydınlatma metninin yeni sürümü yayımlandı.', notice: published },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PrivacyNoticeCard />);
    const publish = await screen.findByRole('button', { name: 'Yeni sürüm olarak yayımla' });
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText('Türkçe metin'), '\n\nYeni bölüm');
    await user.click(publish);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sürüm 2 yayımlanacak');
    await user.click(within(dialog).getByRole('button', { name: 'Yayımla' }));
    expect(await screen.findByText('Aydınlatma metninin yeni sürümü yayımlandı.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/admin/privacy-notice')).toEqual({
      content_tr: 'AYDINLATMA METNİ\n\nYeni bölüm',
      content_en: 'PRIVACY NOTICE',
    });
    expect(screen.getByText(/Yürürlükteki sürüm: 2/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Sürüm \d — /)).toHaveLength(2);
  });

  it('shows the server’s field error when a text is emptied, in English too', async () => {
    await i18n.changeLanguage('en');
    stubFetch(
      byRoute({
        'GET /api/admin/privacy-notice': { body: notice },
        'POST /api/admin/privacy-notice': {
          status: 400,
          body: {
            message: 'Please fill in all fields.',
            code: 'fillAllFields',
            fields: { content_en: 'This field is required.' },
          },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PrivacyNoticeCard />);
    await user.clear(await screen.findByLabelText('English text'));
    await user.click(screen.getByRole('button', { name: 'Publish as a new version' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please fill in all fields.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('English text')).toHaveAccessibleDescription(/This field is required/);
  });
});
