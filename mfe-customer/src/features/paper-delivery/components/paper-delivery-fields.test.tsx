import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { byRoute, fakeUploads, stubFetch, type Reply } from 'shared-ui/testing';
import { firstPagesOf, job, languages, renderCustomer, signInAs } from '../../../testing/render-customer';

const pdf = new File(['%PDF-1.4 tapu'], 'tapu.pdf', { type: 'application/pdf' });
const office = {
  legal_address: 'Moda Cad. 12, Kadıköy, İstanbul',
  contact_phone: '+90 216 000 00 00',
  contact_email: 'ofis@example.com',
};
const savedBerlin = {
  saved: true,
  address: {
    recipient: 'Ayşe Yılmaz',
    address: 'Torstraße 5',
    city: 'Berlin',
    postal_code: '10119',
    country: 'DE',
    phone: null,
  },
};

function openPanel(extra: Record<string, Reply> = {}) {
  signInAs('user');
  const api = stubFetch(
    byRoute({
      ...firstPagesOf([]),
      'GET /user/languages': { body: languages },
      'GET /public/site-settings': { body: office },
      'GET /user/postal-address': { body: { saved: false, address: null } },
      ...extra,
    }),
  );
  renderCustomer('/panel/user');
  return api;
}

async function fillOrder(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.upload(screen.getByLabelText('Belge'), pdf);
  await user.type(screen.getByLabelText('Açıklama'), 'Tapu kaydı');
  await user.selectOptions(await screen.findByLabelText('Kaynak dil'), 'Türkçe');
  await user.selectOptions(screen.getByLabelText('Hedef dil'), 'İngilizce');
  await user.selectOptions(screen.getByLabelText('Çeviri türü'), type);
  await user.selectOptions(screen.getByLabelText('Uzmanlık alanı'), 'Hukuki');
  fireEvent.change(screen.getByLabelText('Teslim tarihi'), { target: { value: '2099-01-10' } });
}

const sentFields = (body: FormData | undefined) =>
  Object.fromEntries([...(body?.entries() ?? [])].filter(([k]) => k.startsWith('shipping_')));

describe('paper delivery at the order', () => {
  afterEach(() => void i18n.changeLanguage('tr'));

  it('is asked only for a stamped-paper type, with collection at the office chosen first', async () => {
    const user = userEvent.setup();
    openPanel();
    await screen.findAllByRole('option', { name: 'Türkçe' });
    await user.selectOptions(screen.getByLabelText('Çeviri türü'), 'Resmi Belge Çeviri');
    expect(screen.queryByTestId('paper-delivery')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Çeviri türü'), 'Yeminli Çeviri');
    const group = await screen.findByRole('radiogroup', { name: 'Basılı çevirinin teslimi' });
    expect(within(group).getByRole('radio', { name: 'Ofisten teslim alacağım' })).toBeChecked();
    expect(screen.getByTestId('paper-send-us')).toHaveTextContent('Bize kâğıt göndermeniz gerekmez');
  });

  it('pre-fills a saved address abroad, offers post rather than courier there, and sends the address', async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(5) });
    openPanel({ 'GET /user/postal-address': { body: savedBerlin } });
    await screen.findAllByRole('option', { name: 'Türkçe' });
    await fillOrder(user, 'Apostil Tasdikli Çeviri');
    const post = await screen.findByRole('radio', { name: 'Uluslararası postayla gönderin (yurt dışı)' });
    expect(post).toBeChecked();
    expect(screen.getByLabelText('Alıcının adı soyadı')).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByLabelText('Ülke')).toHaveValue('DE');
    expect(within(screen.getByLabelText('Ülke')).queryByRole('option', { name: 'Türkiye' })).not.toBeInTheDocument();
    // an apostille is put on the original: the customer is told to send it, and where
    const notice = screen.getByTestId('paper-send-us');
    expect(notice).toHaveTextContent('belgenin aslını ofisimize gönderin');
    expect(notice).toHaveTextContent('Ofis adresimiz: Moda Cad. 12, Kadıköy, İstanbul');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByText('Yüklendi!');
    expect(sentFields(sent[0]?.body)).toEqual({
      shipping_method: 'post',
      shipping_recipient: 'Ayşe Yılmaz',
      shipping_address: 'Torstraße 5',
      shipping_city: 'Berlin',
      shipping_postal_code: '10119',
      shipping_country: 'DE',
      shipping_phone: '',
    });
  });

  it('sets Türkiye for the courier and marks the missing address under each field, sending nothing', async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(5) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Türkçe' });
    await fillOrder(user, 'Noter Tasdikli Çeviri');
    await user.click(screen.getByRole('radio', { name: 'Kuryeyle gönderin (Türkiye içi)' }));
    expect(screen.getByLabelText('Ülke')).toHaveValue('TR');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(await screen.findByText('Tüm alanları doldurun.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    for (const label of ['Alıcının adı soyadı', 'Adres', 'Şehir / ilçe']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('Bu alan zorunludur.'));
    }
    expect(screen.getByLabelText('Alıcının adı soyadı')).toHaveFocus();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    openPanel();
    await screen.findAllByRole('option', { name: 'Türkçe' });
    await user.selectOptions(screen.getByLabelText('Translation type'), 'Consular Legalised Translation');
    expect(await screen.findByRole('radiogroup', { name: 'Delivery of the stamped paper' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Send it by international post (abroad)' }));
    expect(screen.getByLabelText('Recipient’s full name')).toBeInTheDocument();
    expect(screen.getByTestId('paper-send-us')).toHaveTextContent(
      'Our office’s address: Moda Cad. 12, Kadıköy, İstanbul',
    );
  });
});

describe('the legalisation route and the order type', () => {
  it('suggests the consular type for a country outside the Apostille Convention and switches to it', async () => {
    const user = userEvent.setup();
    openPanel();
    await screen.findAllByRole('option', { name: 'Türkçe' });
    await user.selectOptions(screen.getByLabelText('Çeviri türü'), 'Apostil Tasdikli Çeviri');
    await user.selectOptions(screen.getByLabelText('Kullanılacağı ülke'), 'AE');
    expect(
      await screen.findByText(/Lahey Apostil Sözleşmesi’ne taraf değildir; apostil orada geçmez/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '“Konsolosluk Onaylı Çeviri” türünü seç' }));
    expect(screen.getByLabelText('Çeviri türü')).toHaveValue('consular');
    expect(screen.queryByText(/apostil orada geçmez/)).not.toBeInTheDocument();
  });
});
