import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type PaperDeliveryDto } from 'shared-ui';
import { byRoute, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { PaperShipping } from './paper-shipping';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';
import { paperShippingTexts } from '../paper-shipping-texts';

registerFeatureTexts(jobsTexts, paperShippingTexts);

const office = { address: 'Moda Cad. 12', phone: '', email: '' };
const post: PaperDeliveryDto = {
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
};
const path = '/admin/job/9/paper-delivery';

describe("the office's shipping step in the admin's job detail", () => {
  afterEach(() => void i18n.changeLanguage('tr'));

  it('records carrier and tracking number for a completed job, showing the server’s field errors first', async () => {
    const user = userEvent.setup();
    const shipped = {
      ...post,
      status: 'shipped' as const,
      carrier: 'PTT',
      tracking_number: 'RR1TR',
      shipped_at: '2025-03-04T09:00:00.000Z',
    };
    const stub = stubFetch((call) => {
      if (call.method === 'PUT') {
        const body = call.body as { tracking_number: string };
        if (!body.tracking_number)
          return {
            status: 400,
            body: {
              message: 'Lütfen formdaki hataları düzeltin.',
              code: 'validationFailed',
              fields: { tracking_number: 'Bu alan zorunludur.' },
            },
          };
        return { body: { message: 'Gönderim bilgisi kaydedildi.', paper_delivery: shipped } };
      }
      return byRoute({ [`GET ${path}`]: { body: { paper_delivery: post } } })(call);
    });
    renderWithProviders(<PaperShipping job={{ id: 9, status: 'completed' }} />);
    const section = await screen.findByTestId('paper-shipping');
    expect(within(section).getByText(/Ayşe Yılmaz, Torstraße 5, 10119, Berlin, Almanya/)).toBeInTheDocument();
    expect(within(section).getByText(/belgenin aslını ofise göndermeli/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Kargo firması'), 'PTT');
    await user.click(within(section).getByRole('button', { name: 'Gönderildi olarak kaydet' }));
    expect(await within(section).findByText('Bu alan zorunludur.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Takip numarası'), 'RR1TR');
    await user.click(within(section).getByRole('button', { name: 'Gönderildi olarak kaydet' }));
    await waitFor(() => expect(within(section).getByText(/PTT ile gönderildi · takip no RR1TR/)).toBeInTheDocument());
    expect(stub.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      step: 'shipped',
      carrier: 'PTT',
      tracking_number: 'RR1TR',
    });
  });

  it('marks a paper to collect ready, in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const collect = { ...post, method: 'collect' as const, address: null, original_needed: false };
    const stub = stubFetch((call) =>
      call.method === 'PUT'
        ? {
            body: {
              message: 'Saved',
              paper_delivery: { ...collect, status: 'ready', ready_at: '2025-03-04T09:00:00.000Z' },
            },
          }
        : byRoute({ [`GET ${path}`]: { body: { paper_delivery: collect } } })(call),
    );
    renderWithProviders(<PaperShipping job={{ id: 9, status: 'completed' }} />);
    await user.click(await screen.findByRole('button', { name: 'Mark ready to collect' }));
    expect(await screen.findByText(/Ready to collect since 4 Mar 2025/)).toBeInTheDocument();
    expect(stub.bodyOf('PUT', path)).toEqual({ step: 'ready' });
    expect(screen.queryByRole('button', { name: 'Mark ready to collect' })).not.toBeInTheDocument();
  });

  it('offers no step before the job is completed', async () => {
    stubFetch(byRoute({ [`GET ${path}`]: { body: { paper_delivery: post } } }));
    renderWithProviders(<PaperShipping job={{ id: 9, status: 'in_progress' }} />);
    expect(await screen.findByText('Basılı çeviri, iş tamamlandıktan sonra gönderilebilir.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
