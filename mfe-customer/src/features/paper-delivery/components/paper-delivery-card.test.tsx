import { screen, within } from '@testing-library/react';
import { i18n, type JobStatus, type PaperDeliveryDto } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { job, renderCustomer, signInAs } from '../../../testing/render-customer';

const office = { address: 'Moda Cad. 12, Kadıköy, İstanbul', phone: '', email: 'ofis@example.com' };
const delivery = (over: Partial<PaperDeliveryDto> = {}): PaperDeliveryDto => ({
  method: 'post',
  address: {
    recipient: 'Ayşe Yılmaz',
    address: 'Torstraße 5',
    city: 'Berlin',
    postal_code: '10119',
    country: 'DE',
    phone: null,
  },
  status: 'preparing',
  carrier: null,
  tracking_number: null,
  shipped_at: null,
  ready_at: null,
  original_needed: true,
  office,
  ...over,
});

function openJob(paper: PaperDeliveryDto | null, status: JobStatus = 'completed') {
  signInAs('user');
  stubFetch(
    byRoute({
      'GET /user/job/42': { body: job(42, { translation_type: 'apostille', status }) },
      'GET /user/job/42/timeline': { body: { usual_quote_hours: 6, entries: [] } },
      'GET /user/job/42/paper-delivery': { body: { paper_delivery: paper } },
    }),
  );
  renderCustomer('/panel/user/jobs/42');
}

describe('paper delivery on the job page', () => {
  afterEach(() => void i18n.changeLanguage('tr'));

  it('says where the paper goes and that the original must reach the office, with the job number for the envelope', async () => {
    openJob(delivery(), 'in_progress');
    const card = await screen.findByTestId('paper-delivery-card');
    expect(within(card).getByText('Uluslararası posta (yurt dışı)')).toBeInTheDocument();
    expect(within(card).getByText('Ayşe Yılmaz, Torstraße 5, 10119 Berlin, Almanya')).toBeInTheDocument();
    expect(within(card).getByText(/Hazırlanıyor: çeviri tamamlanınca mühürlenip gönderilecek/)).toBeInTheDocument();
    expect(within(card).getByTestId('paper-send-us')).toHaveTextContent(
      'Ofis adresimiz: Moda Cad. 12, Kadıköy, İstanbul',
    );
    expect(within(card).getByTestId('paper-send-us')).toHaveTextContent('(JOB-000042)');
  });

  it('says of a completed job whose paper is not yet sent that the translation is done and the paper comes next', async () => {
    openJob(delivery());
    const card = await screen.findByTestId('paper-delivery-card');
    expect(within(card).getByText(/^Çeviri tamamlandı; mühürlü kâğıt gönderime hazırlanıyor/)).toBeInTheDocument();
    expect(within(card).queryByText(/çeviri tamamlanınca/)).not.toBeInTheDocument();
    expect(within(card).queryByTestId('paper-send-us')).not.toBeInTheDocument();
  });

  it('says the same of a paper to collect, in English', async () => {
    await i18n.changeLanguage('en');
    openJob(delivery({ method: 'collect', address: null }));
    const card = await screen.findByTestId('paper-delivery-card');
    expect(
      within(card).getByText(/^The translation is completed; the stamped paper is being prepared at our office/),
    ).toBeInTheDocument();
  });

  it('shows the carrier and the tracking number once shipped, in English', async () => {
    await i18n.changeLanguage('en');
    openJob(
      delivery({
        status: 'shipped',
        carrier: 'PTT',
        tracking_number: 'RR123456789TR',
        shipped_at: '2025-03-04T09:00:00.000Z',
      }),
    );
    const card = await screen.findByTestId('paper-delivery-card');
    expect(within(card).getByText('Sent with PTT on 4 Mar 2025.')).toBeInTheDocument();
    expect(within(card).getByText('RR123456789TR')).toBeInTheDocument();
    expect(within(card).queryByTestId('paper-send-us')).not.toBeInTheDocument();
  });

  it('says a paper to collect is ready at the office', async () => {
    openJob(delivery({ method: 'collect', address: null, status: 'ready', ready_at: '2025-03-04T09:00:00.000Z' }));
    const card = await screen.findByTestId('paper-delivery-card');
    expect(within(card).getByText('4 Mar 2025 itibarıyla ofisimizde teslim almaya hazır.')).toBeInTheDocument();
  });

  it('shows nothing for an order without a paper delivery', async () => {
    openJob(null);
    await screen.findByTestId('job-order-facts');
    expect(screen.queryByTestId('paper-delivery-card')).not.toBeInTheDocument();
  });
});
