import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeadlineRequestDto } from 'shared-ui';
import { fakeApi, on, onList, page, type Handler } from '../../../testing/fake-api';
import { assignedJob } from '../../../testing/fixtures';
import { dayFromToday } from '../../../testing/dates';
import { renderPanel } from '../../../testing/render-panel';

const ASSIGNED = '/translator/assigned-jobs';

async function assignedTab(...handlers: Handler[]) {
  const api = fakeApi(...handlers);
  renderPanel();
  await screen.findAllByRole('article');
  return { api, user: userEvent.setup() };
}

const card = () => screen.getByRole('article', { name: 'JOB-000007' });
const job = (over: Parameters<typeof assignedJob>[1] = {}) =>
  assignedJob(7, { delivery_date: dayFromToday(3), ...over });

function request(over: Partial<DeadlineRequestDto> = {}): DeadlineRequestDto {
  return {
    id: 4,
    job_id: 7,
    status: 'pending',
    previous_date: dayFromToday(3),
    requested_date: '2031-06-02',
    reason: 'Ek sayfalar geldi.',
    created_at: '2031-05-01T10:00:00Z',
    decided_at: null,
    decision_note: null,
    translator_name: null,
    ...over,
  };
}

beforeEach(() => localStorage.clear());

describe('asking for a new due date', () => {
  it('opens a labelled form, checks the fields with the server’s messages, and sends nothing while they are wrong', async () => {
    const { api, user } = await assignedTab(onList(ASSIGNED, page([job()])));
    await user.click(within(card()).getByRole('button', { name: 'Yeni teslim tarihi iste' }));
    const form = within(card()).getByRole('form', { name: 'JOB-000007 için yeni teslim tarihi talebi' });
    const date = within(form).getByLabelText(/Yeni teslim tarihi/);
    expect(date).toHaveFocus();
    expect(date).toHaveAttribute('min', dayFromToday(4));
    expect(date).toHaveAttribute('max', dayFromToday(60));

    await user.click(within(form).getByRole('button', { name: 'Talebi gönder' }));
    expect(within(form).getAllByText('Bu alan zorunludur.')).toHaveLength(2);

    await user.type(date, dayFromToday(2));
    await user.type(within(form).getByLabelText(/Gerekçe/), 'Ek sayfalar geldi.');
    await user.click(within(form).getByRole('button', { name: 'Talebi gönder' }));
    expect(
      within(form).getByText('Yeni teslim tarihi işin mevcut teslim tarihinden sonra olmalıdır.'),
    ).toBeInTheDocument();
    expect(api.routes().filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('sends the date and the reason, announces the answer and reloads the list', async () => {
    const answer = { message: 'Talebiniz ofise iletildi.', request: request({ requested_date: dayFromToday(10) }) };
    const { api, user } = await assignedTab(
      onList(ASSIGNED, page([job()])),
      on('POST', '/translator/job/7/deadline-request', { status: 201, body: answer }),
    );
    await user.click(within(card()).getByRole('button', { name: 'Yeni teslim tarihi iste' }));
    await user.type(within(card()).getByLabelText(/Yeni teslim tarihi/), dayFromToday(10));
    await user.type(within(card()).getByLabelText(/Gerekçe/), 'Ek sayfalar geldi.');
    await user.click(within(card()).getByRole('button', { name: 'Talebi gönder' }));

    expect(await within(card()).findByText('Talebiniz ofise iletildi.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/translator/job/7/deadline-request')).toEqual({
      delivery_date: dayFromToday(10),
      reason: 'Ek sayfalar geldi.',
    });
    expect(within(card()).queryByRole('form')).not.toBeInTheDocument();
    expect(api.routes().filter((r) => r.startsWith(`GET ${ASSIGNED}`)).length).toBeGreaterThan(1);
  });

  it('shows the server’s refusal under the fixed failure text', async () => {
    const { user } = await assignedTab(
      onList(ASSIGNED, page([job()])),
      on('POST', '/translator/job/7/deadline-request', {
        status: 409,
        body: {
          message: 'Bu iş için bekleyen bir tarih değişikliği talebiniz zaten var.',
          code: 'deadlineAlreadyAsked',
        },
      }),
    );
    await user.click(within(card()).getByRole('button', { name: 'Yeni teslim tarihi iste' }));
    await user.type(within(card()).getByLabelText(/Yeni teslim tarihi/), dayFromToday(10));
    await user.type(within(card()).getByLabelText(/Gerekçe/), 'Ek sayfalar geldi.');
    await user.click(within(card()).getByRole('button', { name: 'Talebi gönder' }));
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('Talep gönderilemedi.');
    expect(alert).toHaveTextContent('bekleyen bir tarih değişikliği talebiniz zaten var');
  });

  it('cancel closes the form and gives the focus back to the button', async () => {
    const { user } = await assignedTab(onList(ASSIGNED, page([job()])));
    await user.click(within(card()).getByRole('button', { name: 'Yeni teslim tarihi iste' }));
    await user.click(within(card()).getByRole('button', { name: 'Vazgeç' }));
    expect(within(card()).queryByRole('form')).not.toBeInTheDocument();
    expect(await within(card()).findByRole('button', { name: 'Yeni teslim tarihi iste' })).toHaveFocus();
  });

  it('shows a waiting request, with its reason, instead of the button', async () => {
    await assignedTab(onList(ASSIGNED, page([job({ deadline_request: request() })])));
    expect(card()).toHaveTextContent('Yeni teslim tarihi talebiniz (2 Haz 2031) ofisin kararını bekliyor.');
    expect(within(card()).queryByRole('button', { name: 'Yeni teslim tarihi iste' })).not.toBeInTheDocument();
    expect(card()).toHaveTextContent('Gerekçeniz: “Ek sayfalar geldi.”');
  });

  it('after a decline, says so with the note and offers the button again; after an accept, says the new date', async () => {
    await assignedTab(
      onList(
        ASSIGNED,
        page([
          job({ deadline_request: request({ status: 'declined', decision_note: 'Müşterinin tarihi kesin.' }) }),
          assignedJob(8, { deadline_request: request({ id: 5, job_id: 8, status: 'accepted' }) }),
        ]),
      ),
    );
    expect(card()).toHaveTextContent('Ofis 2 Haz 2031 tarihli talebinizi kabul etmedi');
    expect(card()).toHaveTextContent('Ofisin notu: “Müşterinin tarihi kesin.”');
    expect(within(card()).getByRole('button', { name: 'Yeni teslim tarihi iste' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'JOB-000008' })).toHaveTextContent(
      'Ofis yeni teslim tarihinizi kabul etti: 2 Haz 2031.',
    );
  });
});
