import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byRoute, fakeUploads, stubFetch, type FakeUploads } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { aProfile } from '../testing/fixtures';

let uploads: FakeUploads;

const photo = () => new File(['png'], 'ben.png', { type: 'image/png' });

describe('Profile photo', () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
    stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile() } }));
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  it('uploads an image as `file` and shows the stored photo', async () => {
    uploads = fakeUploads({
      status: 200,
      body: { message: 'Profil fotoğrafı yüklendi.', avatar_url: '/uploads/avatar/1-ben.png' },
    });
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await user.upload(await screen.findByLabelText('Yeni fotoğraf'), photo());
    expect(await screen.findByText('Profil fotoğrafı yüklendi.')).toBeInTheDocument();
    expect(uploads.sent[0]?.url).toBe('/api/settings/avatar');
    expect((uploads.sent[0]?.body.get('file') as File).name).toBe('ben.png');
    expect(screen.getByRole('img', { name: 'Profil fotoğrafınız' })).toHaveAttribute(
      'src',
      '/uploads/avatar/1-ben.png',
    );
  });

  it("says 'Yükleme hatası oluştu.' when the upload fails", async () => {
    uploads = fakeUploads({ status: 415, body: { message: 'Desteklenmeyen dosya türü.', code: 'unsupportedFileType' } });
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await user.upload(await screen.findByLabelText('Yeni fotoğraf'), photo());
    expect(await screen.findByText('Yükleme hatası oluştu.')).toBeInTheDocument();
  });

  it('accepts images only', async () => {
    uploads = fakeUploads({ status: 200, body: {} });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderSettings();
    const input = await screen.findByLabelText('Yeni fotoğraf');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.gif');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(uploads.sent).toHaveLength(0);
  });
});
