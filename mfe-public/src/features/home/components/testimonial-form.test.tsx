import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialForm } from './testimonial-form';
import { byUrl, stubFetch } from 'shared-ui/testing';
import { renderPublic, signInAs } from '../../../testing/render-public';

const sent = 'Yorumunuz başarıyla gönderildi.';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Mehmet', stars = 4, comment = 'Çok hızlı ve özenli.' } = {},
) {
  if (name) await user.type(screen.getByLabelText('Adınız'), name);
  if (stars) await user.click(screen.getByRole('radio', { name: `${stars} yıldız` }));
  if (comment) await user.type(screen.getByLabelText('Yorumunuz'), comment);
  await user.click(screen.getByRole('button', { name: 'Yorumu gönder' }));
}

describe('Testimonial form', () => {
  beforeEach(() => localStorage.clear());

  it('asks for a rating', async () => {
    const api = stubFetch(byUrl({}));
    const user = userEvent.setup();
    renderPublic(<TestimonialForm />);
    await fill(user, { stars: 0 });
    expect(await screen.findByText('Lütfen bir puan seçin.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('asks for a comment', async () => {
    stubFetch(byUrl({}));
    const user = userEvent.setup();
    renderPublic(<TestimonialForm />);
    await fill(user, { comment: '' });
    expect(await screen.findByText('Lütfen bir yorum yazın.')).toBeInTheDocument();
    expect(screen.queryByText('Lütfen bir puan seçin.')).not.toBeInTheDocument();
  });

  it('asks for a name', async () => {
    stubFetch(byUrl({}));
    const user = userEvent.setup();
    renderPublic(<TestimonialForm />);
    await fill(user, { name: '' });
    expect(await screen.findByText('Lütfen adınızı yazın.')).toBeInTheDocument();
  });

  it('sends name, comment and stars without a token and confirms', async () => {
    const api = stubFetch(byUrl({ '/api/testimonials': { status: 201, body: { message: sent } } }));
    const user = userEvent.setup();
    renderPublic(<TestimonialForm />);
    await fill(user);
    expect(await screen.findByText(sent)).toBeInTheDocument();
    const init = api.calls.find((c) => c.url === '/api/testimonials');
    expect(init?.body).toEqual({ name: 'Mehmet', comment: 'Çok hızlı ve özenli.', stars: 4 });
    expect(init?.headers.Authorization).toBeUndefined();
  });

  it('reports a failure', async () => {
    stubFetch(byUrl({ '/api/testimonials': { status: 500, body: { message: 'Sunucu hatası', code: 'internal' } } }));
    const user = userEvent.setup();
    renderPublic(<TestimonialForm />);
    await fill(user);
    expect(await screen.findByText('Yorum gönderilirken hata oluştu.')).toBeInTheDocument();
  });

  it('signed in, shows the account name read-only and sends the token', async () => {
    signInAs();
    const api = stubFetch(byUrl({ '/api/testimonials': { status: 201, body: { message: sent } } }));
    const user = userEvent.setup();
    renderPublic(<TestimonialForm />);
    const name = screen.getByLabelText('Adınız');
    expect(name).toHaveValue('Ayşe Kaya');
    expect(name).toHaveAttribute('readonly');
    await fill(user, { name: '' });
    expect(await screen.findByText(sent)).toBeInTheDocument();
    const init = api.calls.find((c) => c.url === '/api/testimonials');
    expect(init?.headers.Authorization).toBe('Bearer test-token');
  });
});
