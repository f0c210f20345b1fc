import { screen } from '@testing-library/react';
import { byUrl, stubFetch } from 'shared-ui/testing';
import { renderSite } from '../../../testing/render-public';

const text = '<p>Tercüme Odası deneyimli tercümanlarla çalışır.</p><h2>İş nasıl yürür?</h2><p>Uzun metin…</p>';

describe('apply page', () => {
  beforeEach(() => localStorage.clear());

  it("offers 'Başvuru formuna geç' right after the intro paragraph as well as at the end", async () => {
    stubFetch(byUrl({ '/translatorapply/tr.html': { text } }));
    renderSite('/apply');
    const heading = await screen.findByRole('heading', { name: 'İş nasıl yürür?' });
    const intro = screen.getByText('Tercüme Odası deneyimli tercümanlarla çalışır.');
    const [early, last] = screen.getAllByRole('link', { name: 'Başvuru formuna geç' });
    expect(early).toHaveAttribute('href', '/apply/form');
    expect(last).toHaveAttribute('href', '/apply/form');
    expect(intro.compareDocumentPosition(early as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(early as Node) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(heading.compareDocumentPosition(last as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
