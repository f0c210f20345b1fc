/** Control characters are how scheme filters are fooled ("java\tscript:"). */
const hasControl = (v: string) => /\p{Cc}/u.test(v);

/** A link the server keeps: http(s), mailto, or a site-relative path (not protocol-relative) or an anchor. */
export function isSafeLink(raw: string): boolean {
  const value = raw.trim();
  if (!value || hasControl(value) || /\s/.test(value)) return false;
  if (/^(https?:\/\/[^/\\]|mailto:.)/i.test(value)) return true;
  return /^\/(?![/\\])/.test(value) || /^#/.test(value);
}

/** An image the server keeps: an http(s) address or a file under /uploads/. */
export function isSafeImage(raw: string): boolean {
  const value = raw.trim();
  if (!value || hasControl(value) || /\s/.test(value)) return false;
  if (/^https?:\/\/[^/\\]/i.test(value)) return true;
  return /^\/uploads\//.test(value) && !value.includes('..') && !value.includes('\\');
}
