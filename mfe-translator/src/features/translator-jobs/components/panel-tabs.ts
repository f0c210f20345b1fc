/**
 * The four tabs of spec 2.8, the earnings (issue 13), then the date converter (issue 14); the address keeps the
 * chosen one as ?tab=.
 */
export const panelTabs = ['assigned', 'open', 'offered', 'completed', 'earnings', 'date-converter'] as const;
export type PanelTab = (typeof panelTabs)[number];

export function asPanelTab(value: string | null): PanelTab {
  return panelTabs.find((tab) => tab === value) ?? 'assigned';
}
