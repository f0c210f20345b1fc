/**
 * An element's markup without what shows nothing (`hidden` elements and closed dialogs take no room), and with
 * React's generated ids (useId) made alike, since they differ from one render to the next: how a screen's frame
 * drawn by the server (a remote's expose/server.ts) is compared with the screen it stands in for.
 */
export function visibleMarkup(element: Element | null): string {
  if (!element) throw new Error('nothing drawn');
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[hidden], dialog:not([open])')) hidden.remove();
  return copy.outerHTML.replace(/_r_[0-9a-z]+_/g, '_r_id_');
}
