/**
 * The four tabs of spec 2.8, the earnings, then the date converter; the address keeps the
 * chosen one as ?tab=.
 */
export const panelTabs = ['assigned', 'open', 'offered', 'completed', 'earnings', 'date-converter'] as const;
export type PanelTab = (typeof panelTabs)[number];

export function asPanelTab(value: string | null): PanelTab {
  return panelTabs.find((tab) => tab === value) ?? 'assigned';
}
