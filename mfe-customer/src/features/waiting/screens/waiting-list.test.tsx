import { screen, waitFor, within } from '@testing-library/react';
import { i18n, type CustomerJobDto } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { firstPagesOf, job, languages, renderCustomer, signInAs } from '../../../testing/render-customer';
import { waitingActiveKey, waitingDoneKey } from '../api/use-waiting-jobs';
import { waitingItems } from '../utils/waiting-rules';

const page = (jobs: CustomerJobDto[]) => ({ body: { jobs, total: jobs.length, page: 1, pageSize: 100 } });
const delivered = (at: string) => ({
  output_files: [
    { file_name: 'out.pdf', display_name: 'out.pdf', uploaded_at: at, url: '/x', delivered_at: at, replaced_at: null },
  ],
  output_upload_date: at,
});
const recently = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();

const toPay = job(11, { status: 'waiting_payment', admin_price: 900 });
const reported = job(12, { status: 'waiting_payment', admin_price: 900, payment_notified_at: recently });
const withMessage = job(13, { status: 'in_progress', is_paid: true, unread_messages: 2 });
const ready = job(14, { status: 'completed', is_paid: true, ...delivered(recently) });
const quiet = job(15, { status: 'waiting' });

function openPanel(active: CustomerJobDto[], done: CustomerJobDto[]) {
  signInAs('user');
  stubFetch(
    byRoute({
      ...firstPagesOf([...active, ...done]),
      'GET /user/languages': { body: languages },
      [`GET ${waitingActiveKey}`]: page(active),
      [`GET ${waitingDoneKey}`]: page(done),
    }),
  );
  renderCustomer('/panel/user');
}

const waitingSection = () => screen.findByRole('region', { name: 'Sizi bekleyenler' });

describe('Sizi bekleyenler', () => {
  it('lists the jobs to pay, to download and with unread messages above the order form, each with its link', async () => {
    openPanel([toPay, reported, withMessage, quiet], [ready]);
    const section = await waitingSection();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'JOB-000011 fiyatlandı; ödemenizi bekliyor.Öde',
      'JOB-000014 tamamlandı; çeviriniz hazır.İndir',
      'JOB-000013 için ofisten 2 okunmamış mesaj var.Mesajı oku',
    ]);
    expect(within(section).getByRole('link', { name: 'Öde JOB-000011' })).toHaveAttribute('href', '/odeme/11');
    expect(within(section).getByRole('link', { name: 'İndir JOB-000014' })).toHaveAttribute(
      'href',
      '/panel/user/jobs/14',
    );
    expect(within(section).getByRole('link', { name: 'Mesajı oku JOB-000013' })).toHaveAttribute(
      'href',
      '/panel/user/jobs/13',
    );
    // the list comes before the form in the page (a phone stacks them in this order)
    const form = screen.getByRole('region', { name: 'Yeni Çeviri Talebi' });
    expect(section.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the same in English: "Waiting for you" with Pay, Download and Read the message', async () => {
    await i18n.changeLanguage('en');
    try {
      openPanel([toPay, withMessage], [ready]);
      const section = await screen.findByRole('region', { name: 'Waiting for you' });
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'JOB-000011 is priced and waits for your payment.Pay',
        'JOB-000014 is completed; your translation is ready.Download',
        'JOB-000013 has 2 unread messages from the office.Read the message',
      ]);
      expect(within(section).getByRole('link', { name: 'Pay JOB-000011' })).toHaveAttribute('href', '/odeme/11');
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('keeps the form and the table out of sight until the list has answered, their own requests already sent', async () => {
    signInAs('user');
    const { routes } = stubFetch(
      byRoute({
        ...firstPagesOf([toPay]),
        'GET /user/languages': { body: languages },
        [`GET ${waitingActiveKey}`]: 'pending',
        [`GET ${waitingDoneKey}`]: page([]),
      }),
    );
    renderCustomer('/panel/user');
    await waitFor(() => expect(routes()).toEqual(expect.arrayContaining(['GET /user/languages'])));
    expect(routes()).toEqual(expect.arrayContaining(['GET /user/jobs?tab=active&page=1&pageSize=5']));
    // hidden, so the list cannot arrive above them and push them down the screen
    expect(screen.queryByRole('region', { name: 'Yeni Çeviri Talebi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'İşlerim' })).not.toBeInTheDocument();
  });

  it('shows nothing when no job waits on the customer', async () => {
    openPanel([reported, quiet], []);
    await screen.findByRole('region', { name: 'Yeni Çeviri Talebi' });
    await screen.findByText('JOB-000015');
    expect(screen.queryByRole('region', { name: 'Sizi bekleyenler' })).not.toBeInTheDocument();
  });
});

describe('waitingItems', () => {
  it('leaves out a delivery older than two weeks and counts a job seen in two answers once', () => {
    const old = job(20, { status: 'completed', is_paid: true, ...delivered('2020-01-01T00:00:00.000Z') });
    const items = waitingItems([toPay, toPay, old, ready]);
    expect(items.map((item) => [item.reason, item.job.id])).toEqual([
      ['pay', 11],
      ['download', 14],
    ]);
  });
});
