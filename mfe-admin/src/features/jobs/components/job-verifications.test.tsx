import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVerificationDto } from 'shared-ui';
import { byRoute, renderWithProviders, stubFetch, verificationFixture } from 'shared-ui/testing';
import { JobVerifications } from './job-verifications';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

const code = (over: Partial<AdminVerificationDto>): AdminVerificationDto => ({
  ...verificationFixture({
    job_code: 'JOB-000001',
    files: [{ position: 1, sha256: 'a'.repeat(64), size: 10, mime: 'application/pdf' }],
  }),
  revoked_reason: null,
  revoked_by_name: null,
  page_url: 'http://localhost:3000/dogrula/K7QM-4XPR-9ABC-DEFG-HJKM-NPQR',
  ...over,
});

const older = code({
  code: 'AAAA-BBBB-CCCC-DDDD-EEEE-FFFF',
  status: 'superseded',
  superseded_at: '2026-11-20T09:30:00.000Z',
  completed_at: '2026-11-10T09:30:00.000Z',
});

describe("the job's verification codes in the admin's job detail", () => {
  it('lists every code with its state and revokes one with a reason, refusing an empty reason first', async () => {
    const revoked = code({
      status: 'revoked',
      revoked_at: '2026-11-24T10:00:00.000Z',
      revoked_reason: 'Sahte mühür bildirildi',
      revoked_by_name: 'Ayşe Demir',
    });
    let answered = false;
    const stub = stubFetch((call) => {
      if (call.method === 'POST') {
        const reason = (call.body as { reason: string }).reason;
        if (reason.length < 3)
          return {
            status: 400,
            body: {
              message: 'Lütfen formdaki hataları düzeltin.',
              code: 'validationFailed',
              fields: { reason: 'Bu alan zorunludur.' },
            },
          };
        answered = true;
        return { body: { message: 'Doğrulama kodu iptal edildi.', items: [revoked, older] } };
      }
      return byRoute({
        'GET /admin/jobs/1/verifications': { body: { items: answered ? [revoked, older] : [code({}), older] } },
        'GET /admin/jobs/1': { body: {} },
      })(call);
    });
    renderWithProviders(<JobVerifications jobId={1} />, { language: 'tr' });
    const list = await screen.findByTestId('job-verifications');
    expect(list).toHaveTextContent('K7QM-4XPR-9ABC-DEFG-HJKM-NPQR geçerli');
    expect(list).toHaveTextContent('AAAA-BBBB-CCCC-DDDD-EEEE-FFFF 20 Kas 2026 tarihinde yerini yenisi aldı');

    const user = userEvent.setup();
    await user.click(within(list).getAllByRole('button', { name: 'Kodu iptal et' })[0]!);
    await user.click(screen.getByRole('button', { name: 'İptal et' }));
    expect(await screen.findByText('Bu alan zorunludur.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/İptal gerekçesi/), 'Sahte mühür bildirildi');
    await user.click(screen.getByRole('button', { name: 'İptal et' }));
    await waitFor(() => expect(list).toHaveTextContent('24 Kas 2026 tarihinde iptal edildi'));
    expect(list).toHaveTextContent('İptal eden: Ayşe Demir · Gerekçe: “Sahte mühür bildirildi”');
    const posts = stub.calls.filter((c) => c.method === 'POST');
    expect(posts.at(-1)?.url).toBe('/api/admin/verifications/K7QM-4XPR-9ABC-DEFG-HJKM-NPQR/revoke');
    expect(posts.at(-1)?.body).toEqual({ reason: 'Sahte mühür bildirildi' });
  });

  it('shows nothing for a job without a code, and speaks English', async () => {
    stubFetch(byRoute({ 'GET /admin/jobs/2/verifications': { body: { items: [] } } }));
    const { unmount } = renderWithProviders(<JobVerifications jobId={2} />, { language: 'en' });
    await waitFor(() => expect(screen.queryByTestId('job-verifications')).not.toBeInTheDocument());
    unmount();
    stubFetch(byRoute({ 'GET /admin/jobs/3/verifications': { body: { items: [older] } } }));
    renderWithProviders(<JobVerifications jobId={3} />, { language: 'en' });
    expect(await screen.findByTestId('job-verifications')).toHaveTextContent('superseded on 20 Nov 2026');
    expect(screen.getByRole('link', { name: 'Verification page' })).toHaveAttribute('href', older.page_url);
  });
});
