import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { FeedbackButton } from './feedback/feedback-button';
import { WhatsAppButton } from './whatsapp-button';

const css = (file: string) => readFileSync(path.join(__dirname, file), 'utf8').replace(/\s+/g, ' ');
/** The rules inside `@media (max-width: 767px) { … }` of a stylesheet, as one line. */
const phoneRules = (sheet: string) => /@media \(max-width: 767px\) \{(.*?\}) \}/.exec(sheet)?.[1] ?? '';

describe('floating buttons on a phone (390 × 844)', () => {
  it('shrink the feedback button to an icon whose words stay for screen readers', () => {
    renderShell(
      <>
        <FeedbackButton />
        <WhatsAppButton />
      </>,
    );
    const feedback = screen.getByRole('button', { name: 'Geri bildirim' });
    expect(screen.getByText('Geri bildirim')).toHaveClass('feedbackLabel');
    expect(feedback).toContainElement(screen.getByText('Geri bildirim'));
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveClass('whatsapp');
    const floating = phoneRules(css('floating.module.css'));
    expect(floating).toMatch(
      /\.feedbackButton \{[^}]*width: var\(--floating-size, 48px\);[^}]*height: var\(--floating-size/,
    );
    expect(floating).toMatch(/\.feedbackLabel \{[^}]*position: absolute;[^}]*clip: rect\(0, 0, 0, 0\)/);
  });

  it('keep room under the page and the footer at least their size plus their distance from the edge', () => {
    const layout = css('layout.module.css');
    expect(layout).toMatch(
      /--floating-clearance: calc\( var\(--floating-size\) \+ var\(--floating-inset\) \+ var\(--space-3\) \+ env\(safe-area-inset-bottom, 0px\) \)/,
    );
    const phone = phoneRules(layout);
    expect(phone).toMatch(/--floating-size: 48px;/);
    expect(phone).toMatch(/\.main \{ padding-bottom: calc\(var\(--space-6\) \+ var\(--floating-clearance\)\); \}/);
    expect(css('footer/footer.module.css')).toMatch(
      /padding-bottom: calc\(var\(--space-4\) \+ var\(--floating-clearance/,
    );
    const floating = css('floating.module.css');
    expect(floating).toMatch(
      /\.whatsapp \{[^}]*bottom: calc\(var\(--floating-inset, var\(--space-4\)\) \+ env\(safe-area-inset-bottom/,
    );
    expect(floating).toMatch(/\.whatsapp \{[^}]*width: var\(--floating-size, 56px\);/);
  });
});

describe('floating buttons step aside while the page is scrolled down on a phone', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    });
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  function renderBoth() {
    renderShell(
      <>
        <FeedbackButton />
        <WhatsAppButton />
      </>,
    );
    return {
      whatsapp: screen.getByRole('link', { name: /WhatsApp/ }),
      feedback: screen.getByRole('button', { name: 'Geri bildirim' }).parentElement as HTMLElement,
    };
  }

  it('go on a scroll down, come back on a scroll up and at the top, and ignore a jitter of a few pixels', () => {
    const { whatsapp, feedback } = renderBoth();
    expect(whatsapp).not.toHaveClass('away');
    scrollTo(400);
    expect(whatsapp).toHaveClass('away');
    expect(feedback).toHaveClass('away');
    scrollTo(396);
    expect(whatsapp).toHaveClass('away');
    scrollTo(300);
    expect(whatsapp).not.toHaveClass('away');
    expect(feedback).not.toHaveClass('away');
    scrollTo(900);
    expect(whatsapp).toHaveClass('away');
    scrollTo(0);
    expect(whatsapp).not.toHaveClass('away');
  });

  it('stay in the page for screen readers and the keyboard, and keep an open feedback panel in place', async () => {
    const { whatsapp, feedback } = renderBoth();
    scrollTo(400);
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toBe(whatsapp);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Geri bildirim' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(feedback).not.toHaveClass('away');
    expect(screen.getByLabelText('Mesajınız')).toBeInTheDocument();
    scrollTo(900);
    expect(feedback).not.toHaveClass('away');
  });

  it('hide only on phones, come back on keyboard focus, and do not slide for prefers-reduced-motion', () => {
    const sheet = css('floating.module.css');
    const phoneBlocks = [...sheet.matchAll(/@media \(max-width: 767px\) \{(.*?\}) \}/g)].map((m) => m[1]).join(' ');
    expect(sheet).not.toMatch(/^[^@]*\.away \{/);
    expect(phoneBlocks).toMatch(/\.away \{[^}]*transform: translateY\([^}]*opacity: 0;[^}]*pointer-events: none;/);
    expect(phoneBlocks).toMatch(/\.away:focus-within \{[^}]*transform: none;[^}]*opacity: 1;/);
    expect(sheet).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{ \.whatsapp, \.feedback \{ transition: none; \} \}/,
    );
  });
});
