import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstPagesOf, job, languages, renderCustomer, signInAs } from '../../../testing/render-customer';
import { fakeUploads, byRoute, stubFetch } from 'shared-ui/testing';

/** A scan's pages cannot be counted: the count the customer types in the estimate is priced and sent with the order. */
const scan = new File(['not really a picture'], 'tapu.png', { type: 'image/png' });

const notCountable = {
  estimate: null,
  reason: 'notCountable',
  message: 'Bu belgenin sayfaları sayılamadı. Sayfa sayısını girerseniz tahmini fiyatı hesaplarız.',
};

it('sends the page count typed for a scan’s estimate with the order, as page_count', async () => {
  const user = userEvent.setup();
  const { sent } = fakeUploads({ status: 201, body: job(43) });
  signInAs('user');
  const api = stubFetch(
    byRoute({
      ...firstPagesOf([]),
      'GET /user/languages': { body: languages },
      'POST /public/estimate': { body: notCountable },
    }),
  );
  renderCustomer('/panel/user');
  await user.upload(screen.getByLabelText('Belge'), scan);
  await user.type(screen.getByLabelText('Açıklama'), 'Tapu fotoğrafı');
  await user.selectOptions(await screen.findByLabelText('Kaynak dil'), 'Türkçe');
  await user.selectOptions(screen.getByLabelText('Hedef dil'), 'İngilizce');
  await user.selectOptions(screen.getByLabelText('Çeviri türü'), 'Yeminli Çeviri');
  await user.selectOptions(screen.getByLabelText('Uzmanlık alanı'), 'Hukuki');
  fireEvent.change(screen.getByLabelText('Teslim tarihi'), { target: { value: '2099-01-10' } });

  await user.type(await screen.findByLabelText('Sayfa sayısı (tahmin için)'), '3');
  const estimateForms = () =>
    (api.fetch.mock.calls as [string, RequestInit | undefined][])
      .filter(([url]) => url.endsWith('/public/estimate'))
      .map(([, init]) => init?.body as FormData);
  await waitFor(() => expect(estimateForms().some((form) => form.get('page_count') === '3')).toBe(true));
  await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));

  expect(await screen.findByText('Yüklendi!')).toBeInTheDocument();
  expect(sent[0]?.body?.get('page_count')).toBe('3');
  expect(sent[0]?.body?.get('with_estimate')).toBe('true');
});
