/** A site path ("/quote") opens in the same tab; anything else (https://…) in a new one. "//host" is external. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
