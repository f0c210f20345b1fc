import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { job, renderCustomer, signInAs } from '../../../testing/render-customer';
import { byRoute, stubFetch, verificationFixture } from 'shared-ui/testing';

const timeline = (moments: string[]) => ({
  usual_quote_hours: 6,
  entries: moments.map((moment, i) => ({ id: i + 1, moment, at: `2025-01-0${i + 1}T10:00:00.000Z` })),
});

describe('customer job page', () => {
  afterEach(() => void i18n.changeLanguage('tr'));

  it('shows a new job in plain words: the timeline, the next step and the usual quote time', async () => {
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42) },
        'GET /user/job/42/timeline': { body: timeline(['received']) },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    const list = await screen.findByTestId('job-timeline');
    expect(within(list).getByText('Talebinizi aldık — tercümanlardan teklif topluyoruz')).toBeInTheDocument();
    // the moment's time of day is Türkiye's, and says so
    expect(within(list).getByText('1 Oca 2025 13:00 (TSİ)')).toBeInTheDocument();
    expect(screen.getByTestId('job-next-step')).toHaveTextContent(/teklif topluyoruz.*e-posta göndereceğiz/);
    expect(screen.getByText('Fiyatınız genellikle 6 saat içinde hazır olur.')).toBeInTheDocument();
    expect(screen.getByText(/Teslim tarihi: 10 Oca 2099/)).toBeInTheDocument();
    expect(screen.getByText('Fiyat henüz belirlenmedi')).toBeInTheDocument();
  });

  it('shows only the current delivery as downloads and the replaced files under earlier deliveries, in both languages', async () => {
    signInAs('user');
    const file = (name: string, replaced_at: string | null) => ({
      file_name: `1700000000-${name}`,
      display_name: name,
      uploaded_at: '2025-01-02T10:00:00.000Z',
      url: `/api/download/output/1700000000-${name}?sig=x`,
      delivered_at: '2025-01-02T10:00:00.000Z',
      replaced_at,
    });
    stubFetch(
      byRoute({
        'GET /user/job/42': {
          body: job(42, {
            status: 'completed',
            admin_price: 900,
            is_paid: true,
            output_files: [file('ceviri-duzeltilmis.pdf', null)],
            earlier_files: [file('ceviri.pdf', '2025-01-05T10:00:00.000Z')],
          }),
        },
        'GET /user/job/42/timeline': { body: timeline(['received']) },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    const current = await screen.findByRole('list', { name: 'Çeviri dosyaları' });
    expect(
      within(current)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['↓ ceviri-duzeltilmis.pdf']);
    const earlier = await screen.findByRole('region', { name: 'Önceki teslimler' });
    expect(within(earlier).getByRole('link', { name: 'ceviri.pdf' })).toBeInTheDocument();
    expect(earlier).toHaveTextContent('5 Oca 2025 13:00 (TSİ) tarihinde yenisiyle değiştirildi');
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('region', { name: 'Earlier deliveries' })).toHaveTextContent('replaced on');
  });

  it.each([
    ['tr', 'Siparişiniz', ['Yeminli Çeviri', 'Hukuki', 'Rika', 'Soluk ya da hasarlı', 'Mehmet Emin YILMAZ']],
    ['en', 'What you ordered', ['Sworn Translation', 'Legal', 'Rika', 'Faded or damaged', 'Mehmet Emin YILMAZ']],
  ] as const)(
    'shows what was ordered: type, field, script, Ottoman intake and the name sheet (%s)',
    async (lang, title, texts) => {
      await i18n.changeLanguage(lang);
      signInAs('user');
      stubFetch(
        byRoute({
          'GET /user/job/42': {
            body: job(42, {
              source_lang: 'Osmanlıca',
              translation_type: 'sworn',
              specialization: 'legal',
              hat_tur_id: 2,
              hat_tur_name: 'Rika',
              page_count: 2,
              legibility: 'faded',
              ottoman_output: 'transcription_diacritics',
              name_sheet: [{ kind: 'name', source: 'Mehmed Emin', spelling: 'Mehmet Emin YILMAZ' }],
            }),
          },
          'GET /user/job/42/timeline': { body: timeline(['received']) },
        }),
      );
      renderCustomer('/panel/user/jobs/42');
      const facts = await screen.findByTestId('job-order-facts');
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      for (const text of texts.slice(0, 4)) expect(facts).toHaveTextContent(text);
      expect(screen.getByText(texts[4])).toBeInTheDocument();
    },
  );

  it('says when the due date was changed, and to which date, in the timeline', async () => {
    signInAs('user');
    const entries = [
      { id: 1, moment: 'received', at: '2025-01-01T10:00:00.000Z' },
      { id: 2, moment: 'paymentConfirmed', at: '2025-01-02T10:00:00.000Z' },
      { id: 3, moment: 'dueDateChanged', at: '2025-01-03T10:00:00.000Z', date: '2099-01-20' },
    ];
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'in_progress', admin_price: 900, is_paid: true }) },
        'GET /user/job/42/timeline': { body: { usual_quote_hours: 6, entries } },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    const list = await screen.findByTestId('job-timeline');
    expect(within(list).getByText('Teslim tarihi 20 Oca 2099 olarak değiştirildi')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await within(list).findByText('Due date changed to 20 Jan 2099')).toBeInTheDocument();
  });

  it('asks for the payment with a link to the payment page once the price is set', async () => {
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'waiting_payment', admin_price: 900 }) },
        'GET /user/job/42/timeline': { body: timeline(['received', 'offerArrived', 'priced']) },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    expect(await screen.findByText('Fiyatınız hazır — ödeme bekleniyor')).toBeInTheDocument();
    expect(screen.getByText('Ödeme Bekliyor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ödeme sayfasına git' })).toHaveAttribute('href', '/odeme/42');
    expect(screen.queryByText(/saat içinde hazır olur/)).not.toBeInTheDocument();
  });

  it('speaks English with the same vocabulary when the language is English', async () => {
    await i18n.changeLanguage('en');
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'in_progress', admin_price: 900, is_paid: true }) },
        'GET /user/job/42/timeline': { body: timeline(['received', 'priced', 'paymentConfirmed']) },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    expect(await screen.findByText('Your payment is confirmed, the translation has started')).toBeInTheDocument();
    expect(screen.getByText('In translation')).toBeInTheDocument();
    expect(screen.getByTestId('job-next-step')).toHaveTextContent('Your translation is under way.');
  });
});

describe('revision from the job page', () => {
  it('opens the form from ?revizyon=1, refuses an empty reason, and sends the reason with the files', async () => {
    const user = userEvent.setup();
    signInAs('user');
    const done = job(42, { status: 'completed', admin_price: 900, is_paid: true });
    const fetchMock = stubFetch(
      byRoute({
        'GET /user/job/42': { body: done },
        'GET /user/job/42/timeline': { body: timeline(['received', 'delivered']) },
        'POST /user/job/42/revision': {
          status: 201,
          body: { message: 'Revizyon talebiniz alındı.', job: { ...done, revision_pending: true } },
        },
      }),
    ).fetch;
    renderCustomer('/panel/user/jobs/42?revizyon=1');
    const dialog = await screen.findByRole('dialog', { name: 'JOB-000042 için revizyon iste' });
    await user.click(within(dialog).getByRole('button', { name: 'Revizyon talebini gönder' }));
    expect(within(dialog).getByText('Lütfen neyin düzeltilmesini istediğinizi yazın.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Neyin düzeltilmesini istiyorsunuz?'), '2. sayfadaki tarih yanlış');
    await user.upload(
      within(dialog).getByLabelText('Dosyalar (isteğe bağlı)'),
      new File(['%PDF-1.4'], 'not.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revizyon talebini gönder' }));
    expect(await screen.findByText(/Revizyon talebiniz ofisimize ulaştı/)).toBeInTheDocument();
    expect(screen.getByTestId('job-next-step')).toHaveTextContent(/Revizyon talebinizi aldık; ofisimiz inceliyor/);
    expect(screen.getByTestId('job-next-step')).not.toHaveTextContent(/revizyon isteyin/);
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/user/job/42/revision'));
    const body = (call?.[1] as RequestInit).body as FormData;
    expect(body.get('reason')).toBe('2. sayfadaki tarih yanlış');
    expect((body.get('files') as File).name).toBe('not.pdf');
  });
});

describe('next step after a revision was asked', () => {
  afterEach(() => void i18n.changeLanguage('tr'));

  it('follows the job from "ready, ask for a revision" to "request received" to "revision under way"', async () => {
    const user = userEvent.setup();
    signInAs('user');
    const done = job(42, { status: 'completed', admin_price: 900, is_paid: true });
    const api = byRoute({
      'GET /user/job/42': { body: done },
      'GET /user/job/42/timeline': { body: timeline(['received', 'delivered']) },
      'POST /user/job/42/revision': {
        status: 201,
        body: { message: 'Revizyon talebiniz alındı.', job: { ...done, revision_pending: true } },
      },
    });
    stubFetch(api);
    renderCustomer('/panel/user/jobs/42');
    const step = await screen.findByTestId('job-next-step');
    expect(step).toHaveTextContent(
      'Çeviriniz hazır: dosyalarınızı indirin. Düzeltilecek bir şey varsa revizyon isteyin.',
    );
    await user.click(screen.getByRole('button', { name: 'Revizyon iste' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Neyin düzeltilmesini istiyorsunuz?'), 'Tarih yanlış');
    await user.click(within(dialog).getByRole('button', { name: 'Revizyon talebini gönder' }));
    expect(await screen.findByText(/Revizyon talebinizi aldık; ofisimiz inceliyor/)).toBeInTheDocument();
    expect(screen.getByTestId('job-next-step')).not.toHaveTextContent('revizyon isteyin');
  });

  it('says the revision is under way once the office reopened the job, in English too', async () => {
    signInAs('user');
    await i18n.changeLanguage('en');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'revision_requested', admin_price: 900, is_paid: true }) },
        'GET /user/job/42/timeline': { body: timeline(['received', 'delivered', 'revisionAsked', 'revisionStarted']) },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    expect(await screen.findByTestId('job-next-step')).toHaveTextContent('Your revision is under way.');
  });

  it('says "We have your revision request" in English while the request waits for the office', async () => {
    signInAs('user');
    await i18n.changeLanguage('en');
    stubFetch(
      byRoute({
        'GET /user/job/42': {
          body: job(42, { status: 'completed', admin_price: 900, is_paid: true, revision_pending: true }),
        },
        'GET /user/job/42/timeline': { body: timeline(['received', 'delivered', 'revisionAsked']) },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    expect(await screen.findByTestId('job-next-step')).toHaveTextContent(
      'We have your revision request; our office is reviewing it.',
    );
  });
});

describe('verification code on the job page', () => {
  const verification = {
    ...verificationFixture(),
    page_url: 'http://localhost:3000/dogrula/K7QM-4XPR-9ABC-DEFG-HJKM-NPQR',
    qr_png_url: '/api/public/verifications/K7QM4XPR9ABCDEFGHJKMNPQR/qr.png?lang=tr',
    qr_svg_url: '/api/public/verifications/K7QM4XPR9ABCDEFGHJKMNPQR/qr.svg?lang=tr',
    stamped_copies: [
      { position: 1, name: 'ceviri.pdf', url: '/api/verified-copy/K7QM4XPR9ABCDEFGHJKMNPQR/1?exp=1&sig=s' },
    ],
  };

  it('gives the delivered job its code, the page, the QR code in PNG and SVG and the stamped PDF copy', async () => {
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'completed', admin_price: 900, is_paid: true }) },
        'GET /user/job/42/timeline': { body: timeline(['received', 'delivered']) },
        'GET /user/job/42/verification': { body: { verification } },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    const card = await screen.findByTestId('job-verification');
    expect(card).toHaveTextContent('K7QM-4XPR-9ABC-DEFG-HJKM-NPQR');
    expect(within(card).getByRole('link', { name: 'Doğrulama sayfasını aç' })).toHaveAttribute(
      'href',
      verification.page_url,
    );
    expect(within(card).getByRole('link', { name: 'QR kodu indir (PNG)' })).toHaveAttribute(
      'href',
      verification.qr_png_url,
    );
    expect(within(card).getByRole('link', { name: 'QR kodu indir (SVG)' })).toHaveAttribute(
      'href',
      verification.qr_svg_url,
    );
    expect(within(card).getByRole('link', { name: 'QR kodlu kopyayı indir: ceviri.pdf' })).toHaveAttribute(
      'href',
      verification.stamped_copies[0]!.url,
    );
    expect(within(card).getByRole('img', { name: 'Doğrulama sayfasına giden QR kod' })).toBeInTheDocument();
  });

  it('does not ask for a code before the delivery, and says when the code was revoked', async () => {
    signInAs('user');
    const stub = stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'in_progress', admin_price: 900, is_paid: true }) },
        'GET /user/job/42/timeline': { body: timeline(['received', 'paymentConfirmed']) },
      }),
    );
    const { unmount } = renderCustomer('/panel/user/jobs/42');
    await screen.findByTestId('job-next-step');
    expect(stub.routes()).not.toContain('GET /user/job/42/verification');
    unmount();

    await i18n.changeLanguage('en');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'completed', admin_price: 900, is_paid: true }) },
        'GET /user/job/42/timeline': { body: timeline(['received', 'delivered']) },
        'GET /user/job/42/verification': {
          body: {
            verification: {
              ...verification,
              status: 'revoked',
              revoked_at: '2026-11-23T10:00:00.000Z',
              stamped_copies: [],
            },
          },
        },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    expect(await screen.findByTestId('job-verification')).toHaveTextContent(
      'Our office revoked this code on 23 Nov 2026. Write us a message for details.',
    );
  });
});
