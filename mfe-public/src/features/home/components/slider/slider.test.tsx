import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SliderDto } from 'shared-ui';
import { Slider } from './slider';
import { renderPublic } from '../../../../testing/render-public';

const slide = (id: number, title: string, link: string | null): SliderDto => ({
  id,
  image: `/images/slides/${id}.svg`,
  title,
  description: `${title} açıklaması`,
  title_en: null,
  description_en: null,
  link,
  category: null,
  category_en: null,
  status: true,
  title_color: '#ffffff',
  desc_color: '#dddddd',
  order: id,
});

const slides = [
  slide(1, 'Osmanlıca belgeler', '/quote'),
  slide(2, 'Apostil', 'https://example.org/apostil'),
  slide(3, 'Diploma', null),
];
const thumbnail = (n: number) => screen.getByRole('button', { name: new RegExp(`^Slayt ${n}:`) });

describe('Slider', () => {
  afterEach(() => jest.useRealTimers());

  it('advances to the next slide after 5 seconds', () => {
    jest.useFakeTimers();
    renderPublic(<Slider slides={slides} />);
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(4900));
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(100));
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(5000));
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(5000));
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the arrows and the thumbnails', async () => {
    const user = userEvent.setup();
    renderPublic(<Slider slides={slides} />);
    await user.click(screen.getByRole('button', { name: 'Önceki slayt' }));
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Sonraki slayt' }));
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    await user.click(thumbnail(2));
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
  });

  it('keeps advancing every 5 seconds after an arrow was clicked and while the pointer rests on it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPublic(<Slider slides={slides} />);
    await user.click(screen.getByRole('button', { name: 'Sonraki slayt' }));
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(5000));
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
  });

  it('stays still once paused, and moves on again after play', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPublic(<Slider slides={slides} />);
    await user.click(screen.getByRole('button', { name: 'Otomatik geçişi durdur' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Otomatik geçişi başlat' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
  });

  it('opens an internal link in the same tab through the router', async () => {
    const user = userEvent.setup();
    renderPublic(<Slider slides={slides} />);
    const link = screen.getByRole('link', { name: /Osmanlıca belgeler/ });
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/quote');
  });

  it('opens an external link in a new tab', async () => {
    const user = userEvent.setup();
    renderPublic(<Slider slides={slides} />);
    await user.click(thumbnail(2));
    const link = screen.getByRole('link', { name: /Apostil/ });
    expect(link).toHaveAttribute('href', 'https://example.org/apostil');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the English tag on the English site, and a Turkish tag marked Turkish for upper-casing', () => {
    const tagged = [
      { ...slide(1, 'Apostil', null), category: 'Resmi Çeviri', category_en: 'Official translation' },
      { ...slide(2, 'Diploma', null), category: 'Eğitim' },
    ];
    const tag = (text: string) => screen.getByText(text);
    const english = renderPublic(<Slider slides={tagged} />, '/', 'en');
    expect(tag('Official translation')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Resmi Çeviri')).not.toBeInTheDocument();
    expect(tag('Eğitim')).toHaveAttribute('lang', 'tr');
    english.unmount();

    renderPublic(<Slider slides={tagged} />, '/', 'tr');
    expect(tag('Resmi Çeviri')).toHaveAttribute('lang', 'tr');
    expect(screen.queryByText('Official translation')).not.toBeInTheDocument();
  });

  it('loads only the first image eagerly and gives every image its size', () => {
    const { container } = renderPublic(<Slider slides={slides} />);
    const images = Array.from(container.querySelectorAll('[aria-roledescription="slide"] img'));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const img of images) expect(img).toHaveAttribute('width');
  });
});
