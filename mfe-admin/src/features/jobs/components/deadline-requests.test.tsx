import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeadlineRequestDto } from 'shared-ui';
import { paged, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { adminJob, adminJobDetail } from '../testing/job-fixture';
import { JobsSection } from '../screens/jobs-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

const request = (over: Partial<DeadlineRequestDto> = {}): DeadlineRequestDto => ({
  id: 4,
  job_id: 1,
  status: 'pending',
  previous_date: '2099-06-10',
  requested_date: '2099-06-20',
  reason: 'Ek sayfalar geldi.',
  created_at: '2026-11-20T09:30:00.000Z',
  decided_at: null,
  decision_note: null,
  translator_name: 'Zeynep Kaya',
  ...over,
});

const inWork = adminJob({ status: 'in_progress', delivery_date: '2099-06-10', deadline_requested: '2099-06-20' });

/** The İşler section whose job 1 has a waiting request; `decided` is what the decision call answers. */
function render(decided: DeadlineRequestDto) {
  let state: DeadlineRequestDto = request();
  const stub = stubFetch((c) => {
    if (c.method === 'PUT' && c.path.startsWith('/admin/deadline-request/4/')) {
      state = decided;
      return { body: { message: 'ok', request: decided } };
    }
    if (c.path === '/admin/jobs/1')
      return {
        body: adminJobDetail({
          ...inWork,
          delivery_date: state.status === 'accepted' ? state.requested_date : inWork.delivery_date,
          deadline_requests: [state],
        }),
      };
    if (c.path === '/admin/deadline-requests') return { body: { items: state.status === 'pending' ? [state] : [] } };
    if (c.path.startsWith('/admin/jobs?'))
      return { body: paged([{ ...inWork, deadline_requested: state.status === 'pending' ? '2099-06-20' : null }]) };
    return undefined;
  });
  renderWithProviders(<JobsSection />, { language: 'tr' });
  return stub;
}

async function openDetail() {
  await userEvent.click(await screen.findByRole('button', { name: 'Detay JOB-000001' }));
  const dialog = await screen.findByRole('dialog');
  return within(await within(dialog).findByTestId('deadline-requests'));
}

beforeEach(() => localStorage.clear());

describe('due-date requests in the admin İşler section', () => {
  it('marks the job in the list and shows the waiting request in the detail', async () => {
    render(request({ status: 'accepted' }));
    expect(await screen.findByTestId('deadline-requested-badge')).toHaveTextContent(
      'Tarih değişikliği istendi: 20 Haz 2099',
    );
    const section = await openDetail();
    expect(section.getByText('Zeynep Kaya: 10 Haz 2099 yerine 20 Haz 2099', { exact: false })).toBeInTheDocument();
    expect(section.getByText('Karar bekliyor')).toBeInTheDocument();
    expect(section.getByText('Ek sayfalar geldi.')).toBeInTheDocument();
  });

  it('lists the waiting requests above the table, opens the job from there, and drops one once decided', async () => {
    render(request({ status: 'accepted', decided_at: '2026-11-21T09:30:00.000Z' }));
    const waiting = within(await screen.findByTestId('waiting-deadlines'));
    expect(waiting.getByRole('heading', { name: 'Kararınızı bekleyen 1 teslim tarihi talebi' })).toBeInTheDocument();
    expect(waiting.getByText('JOB-000001')).toBeInTheDocument();
    expect(waiting.getByText('Zeynep Kaya: 10 Haz 2099 yerine 20 Haz 2099', { exact: false })).toBeInTheDocument();
    await userEvent.click(waiting.getByRole('button', { name: 'JOB-000001 işini aç' }));
    const dialog = within(await screen.findByRole('dialog'));
    const section = within(await dialog.findByTestId('deadline-requests'));
    await userEvent.click(section.getByTestId('deadline-accept'));
    await userEvent.click(section.getByTestId('deadline-accept-confirm'));
    await waitFor(() => expect(screen.queryByTestId('waiting-deadlines')).not.toBeInTheDocument());
  });

  it('accepts only after a confirmation, then shows the outcome and clears the list badge', async () => {
    const stub = render(request({ status: 'accepted', decided_at: '2026-11-21T09:30:00.000Z' }));
    const section = await openDetail();
    await userEvent.click(section.getByRole('button', { name: 'Kabul et' }));
    expect(stub.routes().some((r) => r.startsWith('PUT'))).toBe(false);
    const confirm = section.getByRole('group', { name: 'Yeni teslim tarihini onayla' });
    expect(confirm).toHaveTextContent('JOB-000001 işinin teslim tarihi 20 Haz 2099 olarak değişecek');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Evet, kabul et' }));

    expect(await section.findByText('Kabul edildi')).toBeInTheDocument();
    expect(stub.routes()).toContain('PUT /admin/deadline-request/4/accept');
    expect(section.queryByRole('button', { name: 'Kabul et' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('deadline-requested-badge')).not.toBeInTheDocument());
  });

  it('declines with an optional note, and "Geri" leaves the request waiting', async () => {
    const stub = render(
      request({ status: 'declined', decided_at: '2026-11-21T09:30:00.000Z', decision_note: 'Tarih kesin.' }),
    );
    const section = await openDetail();
    await userEvent.click(section.getByRole('button', { name: 'Reddet' }));
    await userEvent.click(section.getByRole('button', { name: 'Geri' }));
    expect(section.getByText('Karar bekliyor')).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Reddet' }));
    const form = section.getByRole('form', { name: 'Talebi reddet' });
    await userEvent.type(within(form).getByLabelText(/Tercümana not/), 'Tarih kesin.');
    await userEvent.click(within(form).getByRole('button', { name: 'Talebi reddet' }));

    expect(await section.findByText('Reddedildi')).toBeInTheDocument();
    expect(section.getByText('Ofisin notu: “Tarih kesin.”')).toBeInTheDocument();
    expect(stub.bodyOf('PUT', '/admin/deadline-request/4/decline')).toEqual({ note: 'Tarih kesin.' });
  });

  it('shows the server’s refusal when another admin decided first', async () => {
    stubFetch((c) => {
      if (c.method === 'PUT')
        return { status: 409, body: { message: 'Bu talep için zaten karar verildi.', code: 'deadlineAlreadyDecided' } };
      if (c.path === '/admin/jobs/1') return { body: adminJobDetail({ ...inWork, deadline_requests: [request()] }) };
      if (c.path === '/admin/deadline-requests') return { body: { items: [request()] } };
      if (c.path.startsWith('/admin/jobs?')) return { body: paged([inWork]) };
      return undefined;
    });
    renderWithProviders(<JobsSection />, { language: 'tr' });
    const section = await openDetail();
    await userEvent.click(section.getByRole('button', { name: 'Kabul et' }));
    await userEvent.click(section.getByRole('button', { name: 'Evet, kabul et' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Bu talep için zaten karar verildi.');
  });
});
