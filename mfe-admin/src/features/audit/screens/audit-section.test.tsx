import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAuditEntryDto } from 'shared-ui';
import { stubFetch, paged, renderWithProviders, type FetchCall } from 'shared-ui/testing';
import { AuditSection, texts } from './audit-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const entry = (over: Partial<AdminAuditEntryDto> = {}): AdminAuditEntryDto => ({
  id: 1,
  at: '2026-11-28T09:30:00Z',
  actor_id: 3,
  actor_name: 'Ayşe Yönetici',
  action: 'job_assigned',
  kind: 'assignment',
  job_id: 42,
  job_code: 'JOB-000042',
  subject_user_id: 7,
  subject_label: 'Şükrü Müşteri <sukru@example.com>',
  object_key: null,
  before: { status: 'waiting', translator: null, price: null },
  after: { status: 'waiting_payment', translator: 'Xeni Çevirmen', price: 300 },
  ...over,
});

const listCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/admin/audit?'));
const answer =
  (items: AdminAuditEntryDto[], total = items.length) =>
  (call: FetchCall) =>
    call.url.startsWith('/api/admin/audit/actors')
      ? { body: { actors: [{ id: 3, name: 'Ayşe Yönetici' }] } }
      : { body: paged(items, total, 1, 20) };

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** A phone: every `(max-width: …)` query matches. */
function onPhone() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('audit section', () => {
  it('shows who did what to which job and the values before and after, in Turkish', async () => {
    stubFetch(answer([entry()]));
    renderWithProviders(<AuditSection />, { language: 'tr' });
    expect(await screen.findByText('İş atandı')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Denetim kaydı' })).toBeInTheDocument();
    expect(screen.getByText('Ayşe Yönetici', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('JOB-000042')).toBeInTheDocument();
    expect(screen.getByText('Şükrü Müşteri <sukru@example.com>')).toBeInTheDocument();
    expect(screen.getByText('Tercüman')).toBeInTheDocument();
    expect(screen.getByText('Xeni Çevirmen')).toBeInTheDocument();
    expect(screen.getByText('Müşteri fiyatı')).toBeInTheDocument();
    expect(screen.getByText('300')).toBeInTheDocument();
    expect(screen.getByText('1 işlem')).toBeInTheDocument();
  });

  it('names a translator application’s status and shows days as dates', async () => {
    stubFetch(
      answer([
        entry({
          action: 'translator_approved',
          kind: 'accounts',
          job_id: null,
          job_code: null,
          before: { status: 'pending', delivery_date: '2026-12-12' },
          after: { status: 'approved', delivery_date: '2026-12-14' },
        }),
      ]),
    );
    renderWithProviders(<AuditSection />, { language: 'tr' });
    expect(await screen.findByText('Başvuru bekliyor')).toBeInTheDocument();
    expect(screen.getByText('Onaylandı')).toBeInTheDocument();
    expect(screen.getByText('14 Ara 2026')).toBeInTheDocument();
  });

  it('reads in English, nested settings become one line each, and a removed admin is named so', async () => {
    stubFetch(
      answer([
        entry({
          id: 2,
          actor_id: null,
          actor_name: null,
          action: 'price_rules_changed',
          kind: 'pricing',
          job_id: null,
          job_code: null,
          subject_user_id: null,
          subject_label: null,
          before: { surcharges: { urgency: { express: { percent: 25 } } }, minimum: 250 },
          after: { surcharges: { urgency: { express: { percent: 30 } } }, minimum: 275 },
        }),
      ]),
    );
    renderWithProviders(<AuditSection />, { language: 'en' });
    expect(await screen.findByText('Price rules changed')).toBeInTheDocument();
    expect(screen.getByText('Removed account')).toBeInTheDocument();
    expect(screen.getByText('surcharges.urgency.express.percent')).toBeInTheDocument();
    expect(screen.getByText('Minimum charge')).toBeInTheDocument();
    expect(screen.getByText('275')).toBeInTheDocument();
    expect(screen.getByText('1 action')).toBeInTheDocument();
  });

  it('sends the filters together and starts again from page 1', async () => {
    const calls = stubFetch(answer([entry()], 45)).calls;
    renderWithProviders(<AuditSection />, { language: 'tr' });
    await screen.findByText('İş atandı');
    expect(listCalls(calls)[0]?.url).toBe('/api/admin/audit?page=1&pageSize=20');
    await userEvent.click(screen.getByRole('button', { name: /İleri/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('page=2'));

    await userEvent.selectOptions(await screen.findByLabelText('Yönetici'), '3');
    await userEvent.selectOptions(screen.getByLabelText('İşlem türü'), 'payments');
    await userEvent.type(screen.getByLabelText('İş kodu'), 'JOB-000042');
    await userEvent.type(screen.getByLabelText('Kişi (ad veya e-posta)'), 'şükrü');
    await userEvent.type(screen.getByLabelText('Başlangıç'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Süz' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        `/api/admin/audit?page=1&pageSize=20&actor_id=3&kind=payments&from=2026-11-01&job=JOB-000042&user=${encodeURIComponent('şükrü')}`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toBe('/api/admin/audit?page=1&pageSize=20'));
  });

  it('says so when nothing matches, and shows the server’s message under a refused filter', async () => {
    stubFetch((call) =>
      call.url.includes('job=')
        ? {
            status: 400,
            body: {
              message: 'Lütfen formdaki hataları düzeltin.',
              code: 'validationFailed',
              fields: { job: 'Geçerli bir iş kodu giriniz (ör. JOB-000042).' },
            },
          }
        : answer([])(call),
    );
    renderWithProviders(<AuditSection />, { language: 'tr' });
    expect(await screen.findByText('Bu süzgeçlere uyan işlem yok.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('İş kodu'), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Süz' }));
    expect(await screen.findByText('Geçerli bir iş kodu giriniz (ör. JOB-000042).')).toBeInTheDocument();
    expect(screen.getByText('Lütfen formdaki hataları düzeltin.')).toHaveAttribute('role', 'alert');
  });

  it('shows each action as a card on a phone, with a pager past 20', async () => {
    onPhone();
    const calls = stubFetch(answer([entry()], 45)).calls;
    renderWithProviders(<AuditSection />, { language: 'tr' });
    const cards = await screen.findByRole('list', { name: 'Yönetici işlemleri' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveTextContent('İş atandı');
    expect(cards).toHaveTextContent('Ayşe Yönetici');
    expect(cards).toHaveTextContent('Xeni Çevirmen');
    await userEvent.click(screen.getByRole('button', { name: /İleri/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toBe('/api/admin/audit?page=2&pageSize=20'));
  });
});
