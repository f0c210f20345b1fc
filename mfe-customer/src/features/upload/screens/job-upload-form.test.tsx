import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { todayInIstanbul } from 'shared-ui/contracts';
import { firstPagesOf, job, jobsRoute, languages, renderCustomer, signInAs } from '../../../testing/render-customer';
import { fakeUploads, byRoute, stubFetch, type Reply } from 'shared-ui/testing';

const pdf = new File(['%PDF-1.4 tapu'], 'tapu.pdf', { type: 'application/pdf' });

function openPanel(extra: Record<string, Reply> = {}) {
  signInAs('user');
  const api = stubFetch(
    byRoute({
      ...firstPagesOf([]),
      'GET /user/languages': { body: languages },
      'GET /user/hat-turleri/1': { body: [{ id: 4, name: 'Rika', language_id: 1 }] },
      ...extra,
    }),
  );
  renderCustomer('/panel/user');
  return api;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, source = 'Türkçe') {
  await user.upload(screen.getByLabelText('Belge'), pdf);
  await user.type(screen.getByLabelText('Açıklama'), 'Tapu kaydı, 2 sayfa');
  await user.selectOptions(await screen.findByLabelText('Kaynak dil'), source);
  await user.selectOptions(screen.getByLabelText('Hedef dil'), 'İngilizce');
  await user.selectOptions(screen.getByLabelText('Çeviri türü'), 'Noter Tasdikli Çeviri');
  await user.selectOptions(screen.getByLabelText('Uzmanlık alanı'), 'Hukuki');
  fireEvent.change(screen.getByLabelText('Teslim tarihi'), { target: { value: '2099-01-10' } });
}

describe('new-request form', () => {
  it('shows Hat türü only for an Osmanlıca source whose types exist', async () => {
    const user = userEvent.setup();
    openPanel();
    const source = await screen.findByLabelText('Kaynak dil');
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await user.selectOptions(source, 'Türkçe');
    expect(screen.queryByLabelText('Hat türü')).not.toBeInTheDocument();
    await user.selectOptions(source, 'Osmanlıca');
    expect(await screen.findByLabelText('Hat türü')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Rika' })).toBeInTheDocument();
  });

  it('shows no Hat türü for Osmanlıca when it has no types', async () => {
    const user = userEvent.setup();
    const api = openPanel({ 'GET /user/hat-turleri/1': { body: [] } });
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await user.selectOptions(screen.getByLabelText('Kaynak dil'), 'Osmanlıca');
    await waitFor(() => expect(api.routes()).toContain('GET /user/hat-turleri/1'));
    expect(screen.queryByLabelText('Hat türü')).not.toBeInTheDocument();
  });

  it("answers an incomplete form with 'Tüm alanları doldurun.' and sends nothing", async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(1) });
    openPanel();
    await user.type(screen.getByLabelText('Açıklama'), 'Yalnızca açıklama');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(await screen.findByText('Tüm alanları doldurun.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('requires Hat türü when it is shown', async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(1) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Osmanlıca');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(await screen.findByText('Tüm alanları doldurun.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('marks each missing field of an Ottoman order, Hat türü first, under itself and focuses the first, keeping the summary', async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(1) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Osmanlıca');
    const hatTur = await screen.findByLabelText('Hat türü');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(await screen.findByText('Tüm alanları doldurun.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    for (const label of ['Hat türü', 'İstenen çıktı', /Sayfa sayısı/, 'Okunaklılık']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Bu alan zorunludur.'));
    }
    expect(screen.getByLabelText('Açıklama')).not.toHaveAttribute('aria-invalid');
    expect(hatTur).toHaveFocus();

    await user.selectOptions(hatTur, 'Rika');
    expect(hatTur).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('İstenen çıktı')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a missing document on its drop zone and focuses its file input when only the file is missing', async () => {
    const user = userEvent.setup();
    openPanel();
    await user.type(screen.getByLabelText('Açıklama'), 'Tapu kaydı');
    await user.selectOptions(await screen.findByLabelText('Kaynak dil'), 'Türkçe');
    await user.selectOptions(screen.getByLabelText('Hedef dil'), 'İngilizce');
    await user.selectOptions(screen.getByLabelText('Çeviri türü'), 'Resmi Belge Çeviri');
    await user.selectOptions(screen.getByLabelText('Uzmanlık alanı'), 'Hukuki');
    fireEvent.change(screen.getByLabelText('Teslim tarihi'), { target: { value: '2099-01-10' } });
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    const file = screen.getByLabelText('Belge');
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveFocus();
    expect(screen.getByText('Tüm alanları doldurun.')).toBeInTheDocument();
    await user.upload(file, pdf);
    expect(file).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's 400 fields under their own fields and focuses the first", async () => {
    const user = userEvent.setup();
    fakeUploads({
      status: 400,
      body: { message: 'Geçersiz istek.', code: 'validation', fields: { delivery_date: 'dateInPast' } },
    });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Türkçe');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    const date = screen.getByLabelText('Teslim tarihi');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveFocus();
    expect(screen.getByText(/^Hata: /)).toBeInTheDocument();
  });

  it('does not offer a delivery date before today in Istanbul', async () => {
    openPanel();
    await screen.findByText(/Devam eden bir işiniz yok/);
    expect(screen.getByLabelText('Teslim tarihi')).toHaveAttribute('min', todayInIstanbul());
  });

  it('shows the estimate as soon as the document and the pricing fields are chosen', async () => {
    const user = userEvent.setup();
    const estimate = {
      total: 600,
      currency: 'TRY',
      vat_included: true,
      pages: 2,
      words: 410,
      due_date: '2099-01-10',
      basis: 'words',
      pages_from: 'document',
      lines: [{ label: 'Çeviri: 410 kelime × ₺1,20', amount: 492 }],
    };
    const api = openPanel({ 'POST /public/estimate': { body: { estimate } } });
    await fillAll(user);
    const box = screen.getByTestId('price-estimate');
    await waitFor(() =>
      expect(box).toHaveTextContent('Tahmini fiyat: ₺600,00 (KDV dahil) · tahmini teslim: 10 Oca 2099'),
    );
    expect(box).toHaveTextContent('Belgede sayılan: 2 sayfa · 410 kelime');
    expect(api.find('POST', '/public/estimate')).toBeDefined();
  });

  it("sends the multipart fields, says 'Yüklendi!' and reloads the jobs", async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(42) });
    const api = openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Osmanlıca');
    await user.selectOptions(await screen.findByLabelText('Hat türü'), 'Rika');
    await user.selectOptions(screen.getByLabelText('İstenen çıktı'), 'Sadeleştirme (günümüz Türkçesi)');
    await user.type(screen.getByLabelText(/Sayfa sayısı/), '4');
    await user.selectOptions(screen.getByLabelText('Okunaklılık'), 'Soluk ya da hasarlı');
    const jobsCallsBefore = api.routes().filter((r) => r === jobsRoute('active')).length;
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));

    expect(await screen.findByText('Yüklendi!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const request = sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/user/upload');
    expect(request?.headers.Authorization).toBe('Bearer t');
    const form = request?.body;
    expect(form?.get('file')).toBe(pdf);
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([k]) => k !== 'file'))).toEqual({
      description: 'Tapu kaydı, 2 sayfa',
      source_lang: 'Osmanlıca',
      target_lang: 'İngilizce',
      delivery_date: '2099-01-10',
      translation_type: 'notary',
      specialization: 'legal',
      hat_tur_id: '4',
      ottoman_output: 'simplification',
      page_count: '4',
      legibility: 'faded',
      with_estimate: 'true',
      shipping_method: 'collect',
    });
    await waitFor(() =>
      expect(api.routes().filter((r) => r === jobsRoute('active')).length).toBeGreaterThan(jobsCallsBefore),
    );
    expect(screen.getByLabelText('Açıklama')).toHaveValue('');
  });

  it('starts the emptied form from its top after sending, with the focus on its heading', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    fakeUploads({ status: 201, body: job(43) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Türkçe');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByText('Yüklendi!');
    const heading = screen.getByRole('heading', { name: 'Yeni Çeviri Talebi' });
    expect(scrolled).toEqual([heading]);
    expect(heading).toHaveFocus();
  });

  it('leaves hat_tur_id out for another source language', async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(43) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Türkçe');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByText('Yüklendi!');
    expect(sent[0]?.body.has('hat_tur_id')).toBe(false);
  });

  it("shows 'Hata' with the server's text when the upload fails", async () => {
    const user = userEvent.setup();
    fakeUploads({
      status: 415,
      body: { message: 'Bu dosya türü kabul edilmiyor.', code: 'unsupportedFileType', fields: {} },
    });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(await screen.findByText('Hata: Bu dosya türü kabul edilmiyor.')).toBeInTheDocument();
  });
});

describe('new-request form: where the document will be used', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the route for the chosen country and sends the country with the order', async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(44) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Türkçe');
    await user.selectOptions(screen.getByLabelText(/Kullanılacağı ülke/), 'DE');
    expect(screen.getByTestId('legalisation-route')).toHaveTextContent('Apostil şerhi');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByText('Yüklendi!');
    expect(sent[0]?.body?.get('legalisation_country')).toBe('DE');
  });

  it('starts from the country chosen on the quote page, and sends none when none is chosen', async () => {
    sessionStorage.setItem('legalisation-country', 'IQ');
    const { unmount } = renderPanelOnly();
    expect(await screen.findByLabelText(/Kullanılacağı ülke/)).toHaveValue('IQ');
    expect(screen.getByTestId('legalisation-route')).toHaveTextContent('Konsolosluk onayı');
    unmount();
    sessionStorage.clear();

    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(45) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Türkçe');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByText('Yüklendi!');
    expect(sent[0]?.body?.has('legalisation_country')).toBe(false);
  });
});

function renderPanelOnly() {
  signInAs('user');
  stubFetch(
    byRoute({
      ...firstPagesOf([]),
      'GET /user/languages': { body: languages },
    }),
  );
  return renderCustomer('/panel/user');
}

describe('new-request form: Ottoman intake and the name and date sheet', () => {
  it('asks the output, the pages and the legibility for an Osmanlıca source only, and requires them', async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(46) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Türkçe');
    expect(screen.queryByLabelText('İstenen çıktı')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kaynak dil'), 'Osmanlıca');
    await user.selectOptions(await screen.findByLabelText('Hat türü'), 'Rika');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(await screen.findByText('Tüm alanları doldurun.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(screen.getByLabelText('İstenen çıktı')).toBeInTheDocument();
    expect(screen.getByLabelText(/Sayfa sayısı/)).toHaveAttribute('max', '2000');
  });

  it('lets a notarised order list names as in the passport, refuses a row without its spelling, and sends the sheet', async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ status: 201, body: job(47) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Türkçe');
    const editor = screen.getByTestId('name-sheet-editor');
    await user.click(within(editor).getByRole('button', { name: 'Satır ekle' }));
    await user.click(within(editor).getByRole('button', { name: 'Satır ekle' }));
    await user.type(within(editor).getByLabelText('Belgedeki hâli (1)'), 'Mehmed Emin');
    await user.selectOptions(within(editor).getByLabelText('Tür (2)'), 'Tarih');
    await user.type(within(editor).getByLabelText('Çeviride yazılışı (2)'), '12.03.1896');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(within(editor).getByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(editor).getByLabelText(/Çeviride yazılışı \(1\)/), 'Mehmet Emin YILMAZ');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByText('Yüklendi!');
    expect(JSON.parse(String(sent[0]?.body?.get('name_sheet')))).toEqual([
      { kind: 'name', source: 'Mehmed Emin', spelling: 'Mehmet Emin YILMAZ' },
      { kind: 'date', source: '', spelling: '12.03.1896' },
    ]);
  });

  it('offers no sheet for an official-document order', async () => {
    const user = userEvent.setup();
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    await fillAll(user, 'Türkçe');
    expect(screen.getByTestId('name-sheet-editor')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Çeviri türü'), 'Resmi Belge Çeviri');
    expect(screen.queryByTestId('name-sheet-editor')).not.toBeInTheDocument();
  });

  it("confirms a sent order in words with its code and a link to its job page ('Talebiniz alındı')", async () => {
    const user = userEvent.setup();
    fakeUploads({ status: 201, body: job(123) });
    openPanel();
    await screen.findAllByRole('option', { name: 'Osmanlıca' });
    expect(screen.queryByText(/Talebiniz alındı/)).not.toBeInTheDocument();
    await fillAll(user, 'Türkçe');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));

    const status = await screen.findByText(/Talebiniz alındı: JOB-000123\./);
    expect(status).toHaveAttribute('role', 'status');
    expect(within(status).getByRole('link', { name: 'İş sayfasına git →' })).toHaveAttribute(
      'href',
      '/panel/user/jobs/123',
    );
  });

  it("confirms a sent order in English: 'Your order was received' with the link to its page", async () => {
    await i18n.changeLanguage('en');
    try {
      const user = userEvent.setup();
      fakeUploads({ status: 201, body: job(124) });
      openPanel();
      await screen.findAllByRole('option', { name: 'Osmanlıca' });
      await user.upload(screen.getByLabelText('Document'), pdf);
      await user.type(screen.getByLabelText('Description'), 'Title deed, 2 pages');
      await user.selectOptions(screen.getByLabelText('Source language'), 'Türkçe');
      await user.selectOptions(screen.getByLabelText('Target language'), 'İngilizce');
      await user.selectOptions(screen.getByLabelText('Translation type'), 'official');
      await user.selectOptions(screen.getByLabelText('Specialization'), 'legal');
      fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: '2099-01-10' } });
      await user.click(screen.getByRole('button', { name: 'Send request' }));

      const status = await screen.findByText(/Your order was received: JOB-000124\./);
      expect(status).toHaveAttribute('role', 'status');
      expect(within(status).getByRole('link', { name: 'Open its page →' })).toHaveAttribute(
        'href',
        '/panel/user/jobs/124',
      );
    } finally {
      await i18n.changeLanguage('tr');
    }
  });
});
