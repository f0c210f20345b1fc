/**
 * What the server bundle (ssr/) takes of the customer's remote, declared as this package's `./server` export: the
 * frames it draws into the page before the scripts come (a screen as it stands before its first answers), by the
 * screen's name in shared-ui's panelPages, with the texts they draw with. Nothing here is part of the browser's build.
 */
import type { ComponentType } from 'react';
import { registerFeatureTexts } from 'shared-ui/feature-texts';
import { UserPanelFrame } from '../features/panel/screens/user-panel-frame';
import { customerTexts } from '../locales/customer-texts';

export const frames: Record<string, ComponentType> = { 'user-panel-screen': UserPanelFrame };

export function registerTexts(): void {
  registerFeatureTexts(customerTexts);
}
