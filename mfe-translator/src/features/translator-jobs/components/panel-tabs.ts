/** The four tabs of spec 2.8, in order; the address keeps the chosen one as ?tab=. */
export const panelTabs = ['assigned', 'open', 'offered', 'completed'] as const;
export type PanelTab = (typeof panelTabs)[number];

export function asPanelTab(value: string | null): PanelTab {
  return panelTabs.find((tab) => tab === value) ?? 'assigned';
}
