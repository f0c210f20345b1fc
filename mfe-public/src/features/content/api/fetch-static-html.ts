import useSWR from 'swr';

/**
 * Our own HTML fragments under the site's public folder (about-content/, translatorapply/). Fetched with a
 * same-origin relative URL, so only files we ship are ever rendered. A page answered instead of the fragment
 * (a history fallback serving index.html for a missing file) counts as a failure.
 */
export async function fetchStaticHtml(path: string): Promise<string> {
  const res = await fetch(path, { headers: { Accept: 'text/html' } });
  if (!res.ok) throw new Error(`static html ${res.status}`);
  const html = await res.text();
  if (/<!doctype|<html[\s>]/i.test(html)) throw new Error('static html: got a full page');
  return html;
}

export function useStaticHtml(path: string) {
  return useSWR(['static-html', path], () => fetchStaticHtml(path));
}
