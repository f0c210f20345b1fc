/** Service texts often open with their own title as <h2>; the page already shows it as <h1>. */
export function dropLeadingTitle(html: string, title: string): string {
  const match = /^\s*<h[12][^>]*>([\s\S]*?)<\/h[12]>/i.exec(html);
  if (!match || match[1]?.trim() !== title.trim()) return html;
  return html.slice(match[0].length);
}
