import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
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
