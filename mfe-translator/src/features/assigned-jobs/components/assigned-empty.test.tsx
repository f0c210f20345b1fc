import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { fakeApi, on, onList, page } from '../../../testing/fake-api';
import { openJob } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const completeProfile = { id: 5, name: 'Ayşe', surname: 'Yılmaz', phone: '+905321234567', languages: 'Osmanlıca' };
const savedPayout = {
  payout_details: { account_holder: 'Ayşe Yılmaz', iban_masked: 'TR33 •••• •••• 1326', updated_at: '2031-01-01' },
};

const settings = (profile: object, payout: object) => [
  on('GET', '/settings/profile', { body: profile }),
  on('GET', '/settings/payout', { body: payout }),
];

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await i18n.changeLanguage('tr');
  localStorage.clear();
});

describe('assigned jobs tab with no assigned job', () => {
  it("guides to the open jobs with 'Açık işlere göz atın', which opens the open jobs tab", async () => {
    fakeApi(...settings(completeProfile, savedPayout), onList('/translator/open-jobs', page([openJob(9)])));
    renderPanel();
    expect(await screen.findByText('Size atanmış iş yok.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Açık işlere göz atın' }));
    expect(screen.getByRole('tab', { name: /Açık İşler/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel')).not.toHaveTextContent('Size atanmış iş yok.');
  });

  it('links each missing piece of the account (phone, languages, payout details) to its settings tab', async () => {
    fakeApi(...settings({ ...completeProfile, phone: null, languages: '' }, { payout_details: null }));
    renderPanel();
    const hints = await screen.findByRole('heading', { name: 'Hesabınızı tamamlayın' });
    const list = within(hints.parentElement as HTMLElement);
    expect(list.getByRole('link', { name: /telefon numaranızı ekleyin/ })).toHaveAttribute(
      'href',
      '/settings?tab=profil',
    );
    expect(list.getByRole('link', { name: /Çalıştığınız dilleri ekleyin/ })).toHaveAttribute(
      'href',
      '/settings?tab=dillerim',
    );
    expect(list.getByRole('link', { name: /Ödeme bilgilerinizi \(hesap sahibi ve IBAN\) girin/ })).toHaveAttribute(
      'href',
      '/settings?tab=odeme-bilgileri',
    );
  });

  it('shows no account hint when the profile and the payout details are complete, or could not be read', async () => {
    fakeApi(...settings(completeProfile, savedPayout));
    const { unmount } = renderPanel();
    await screen.findByRole('link', { name: 'Açık işlere göz atın' });
    expect(screen.queryByRole('heading', { name: 'Hesabınızı tamamlayın' })).not.toBeInTheDocument();
    unmount();

    fakeApi(); // the settings calls answer 404
    renderPanel();
    await screen.findByRole('link', { name: 'Açık işlere göz atın' });
    expect(screen.queryByRole('heading', { name: 'Hesabınızı tamamlayın' })).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    localStorage.setItem('lang', 'en');
    await i18n.changeLanguage('en');
    fakeApi(...settings(completeProfile, { payout_details: null }));
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Browse open jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Enter your payout details/ })).toHaveAttribute(
      'href',
      '/settings?tab=odeme-bilgileri',
    );
  });
});
