import { createHash } from 'node:crypto';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type PublicVerificationDto } from 'shared-ui';
import { byUrl, stubFetch, verificationFixture } from 'shared-ui/testing';
import { renderSite } from '../../../testing/render-public';

afterEach(async () => {
  await i18n.changeLanguage('tr');
  localStorage.clear();
});

const delivered = new TextEncoder().encode('%PDF-1.7 the sworn translation');
const code = 'K7QM-4XPR-9ABC-DEFG-HJKM-NPQR';

function verification(over: Partial<PublicVerificationDto> = {}): PublicVerificationDto {
  return verificationFixture({
    code,
    source_lang: 'Osmanlıca',
    files: [
      {
        position: 1,
        sha256: createHash('sha256').update(delivered).digest('hex'),
        size: delivered.length,
        mime: 'application/pdf',
      },
    ],
    ...over,
  });
}

const languages = [
  { id: 1, name: 'Osmanlıca', name_en: 'Ottoman Turkish' },
  { id: 2, name: 'İngilizce', name_en: 'English' },
];

const mistypedAnswer = {
  status: 404,
  body: { message: 'Bu kod hatalı yazılmış görünüyor.', code: 'verificationCodeMistyped' },
};

function serve(answer: PublicVerificationDto | 'unknown' | 'mistyped') {
  return stubFetch(
    byUrl({
      [`/api/public/verifications/${encodeURIComponent(code)}`]:
        answer === 'unknown'
          ? { status: 404, body: { message: 'Bu doğrulama kodu bulunamadı.', code: 'verificationNotFound' } }
          : answer === 'mistyped'
            ? mistypedAnswer
            : { body: answer },
      '/api/public/languages': { body: languages },
    }),
  );
}

describe('/dogrula/{code}', () => {
  it('shows what the code certifies — job, languages, type, translator, date, fingerprints — and nothing else', async () => {
    serve(verification());
    renderSite(`/dogrula/${code}`);
    const result = await screen.findByTestId('verification-result');
    expect(await screen.findByText('Geçerli: bu çeviri Tercüme Odası tarafından teslim edildi.')).toBeInTheDocument();
    expect(result).toHaveTextContent('JOB-000042');
    expect(result).toHaveTextContent('Osmanlıca → İngilizce');
    expect(result).toHaveTextContent('Yeminli Çeviri');
    expect(result).toHaveTextContent('Deniz Yılmaz');
    expect(result).toHaveTextContent('20 Kas 2026');
    expect(result).toHaveTextContent(verification().files[0]!.sha256);
    expect(screen.getByRole('heading', { level: 1, name: 'Çeviri doğrulama' })).toBeInTheDocument();
  });

  it('says a file dropped on the page matches, computing its fingerprint in the browser', async () => {
    const stub = serve(verification());
    renderSite(`/dogrula/${code}`);
    await screen.findByText('Geçerli: bu çeviri Tercüme Odası tarafından teslim edildi.');
    const before = stub.calls.length;
    await userEvent.upload(
      screen.getByLabelText('Elinizdeki dosyayı kontrol edin'),
      new File([delivered], 'ceviri.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('verification-file-check')).toHaveTextContent(
        'Eşleşti: “ceviri.pdf”, teslim edilen 1. dosyanın birebir aynısı.',
      ),
    );
    // the file never left the browser
    expect(stub.calls.length).toBe(before);
  });

  it.each([
    [
      'tr',
      '/dogrula/',
      'Eşleşti: “damgali.pdf”, teslim edilen 2. dosyanın QR kodlu damgalı kopyasının birebir aynısı.',
    ],
    ['en', '/verify-translation/', 'Match: “damgali.pdf” is exactly the QR-stamped copy of delivered file 2.'],
  ] as const)('says which file a stamped copy matched (%s)', async (lang, page, text) => {
    await i18n.changeLanguage(lang);
    const stamped = new TextEncoder().encode('%PDF-1.7 the stamped copy');
    const files = [
      ...verification().files,
      {
        position: 2,
        sha256: 'f'.repeat(64),
        size: 10,
        mime: 'application/pdf',
        stamped_sha256: createHash('sha256').update(stamped).digest('hex'),
      },
    ];
    serve(verification({ files }));
    renderSite(`${page}${code}`);
    await screen.findByTestId('verification-file-check');
    await userEvent.upload(
      screen.getByLabelText(lang === 'tr' ? 'Elinizdeki dosyayı kontrol edin' : 'Check the file you have'),
      new File([stamped], 'damgali.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByTestId('verification-file-check')).toHaveTextContent(text));
  });

  it('says another file does not match', async () => {
    serve(verification());
    renderSite(`/dogrula/${code}`);
    await screen.findByText('Geçerli: bu çeviri Tercüme Odası tarafından teslim edildi.');
    await userEvent.upload(
      screen.getByLabelText('Elinizdeki dosyayı kontrol edin'),
      new File(['%PDF-1.7 altered'], 'sahte.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('verification-file-check')).toHaveTextContent(
        'Eşleşmedi: “sahte.pdf” teslim edilen dosyalardan hiçbirinin aynısı değil.',
      ),
    );
  });

  it('warns that a superseded code has been replaced and a revoked one must not be trusted', async () => {
    serve(verification({ status: 'superseded', superseded_at: '2026-11-22T10:00:00.000Z' }));
    const { unmount } = renderSite(`/dogrula/${code}`);
    expect(
      await screen.findByText(
        'Bu kodun yerini 22 Kas 2026 tarihinde düzeltilmiş bir teslim aldı. Güncel belgeyi isteyin.',
      ),
    ).toBeInTheDocument();
    unmount();
    serve(verification({ status: 'revoked', revoked_at: '2026-11-23T10:00:00.000Z' }));
    renderSite(`/dogrula/${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu doğrulama kodu 23 Kas 2026 tarihinde iptal edildi. Bu belgeye güvenmeyin.',
    );
  });

  it('says an unknown code is not ours', async () => {
    serve('unknown');
    renderSite(`/dogrula/${code}`);
    expect(await screen.findByTestId('verification-result')).toHaveTextContent('Bu doğrulama kodu bulunamadı.');
  });

  it('tells a mistyped code (wrong check character) apart from an unknown one: check it, not "not ours"', async () => {
    serve('mistyped');
    renderSite(`/dogrula/${code}`);
    const result = await screen.findByTestId('verification-result');
    expect(await within(result).findByText('Bu kod hatalı yazılmış görünüyor.')).toBeInTheDocument();
    expect(result).toHaveTextContent(/karakter karakter karşılaştırın/);
    expect(result).not.toHaveTextContent('Bu doğrulama kodu bulunamadı.');
  });

  it('takes a code typed in any case from the form and opens its page', async () => {
    serve(verification());
    renderSite('/dogrula');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Doğrulama kodu/), code.toLowerCase().replace(/-/g, ' '));
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Geçerli: bu çeviri Tercüme Odası tarafından teslim edildi.')).toBeInTheDocument();
  });
});

describe('/verify-translation/{code}', () => {
  it('opens in English and names the languages in English', async () => {
    serve(verification());
    renderSite(`/verify-translation/${code}`);
    expect(await screen.findByText('Valid: this translation was delivered by Tercüme Odası.')).toBeInTheDocument();
    const result = screen.getByTestId('verification-result');
    await waitFor(() => expect(result).toHaveTextContent('Ottoman Turkish → English'));
    expect(result).toHaveTextContent('Sworn Translation');
    expect(result).toHaveTextContent('20 Nov 2026');
    expect(screen.getByRole('heading', { level: 1, name: 'Translation verification' })).toBeInTheDocument();
  });
});
