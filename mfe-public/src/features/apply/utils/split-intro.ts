/**
 * The apply text's first paragraph and the rest, so the way to the form can sit right after the intro (on a phone
 * the whole text is several screens long). A text without a paragraph has no intro: the link then leads.
 */
export function splitIntro(html: string): { intro: string; rest: string } {
  const end = html.indexOf('</p>');
  if (end === -1) return { intro: '', rest: html };
  const cut = end + '</p>'.length;
  return { intro: html.slice(0, cut), rest: html.slice(cut) };
}
