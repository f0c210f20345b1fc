/**
 * What the server bundle (ssr/) takes of the translator's remote, declared as this package's `./server` export: the
 * frame it draws into the page before the scripts come (the panel as it stands before its counts are in), by the
 * screen's name in shared-ui's panelPages, with the texts it draws with. Nothing here is part of the browser's build.
 */
import type { ComponentType } from 'react';
import { TranslatorPanelFrame } from '../features/panel/screens/translator-panel-frame';

export { registerTranslatorTexts as registerTexts } from '../locales/register';

export const frames: Record<string, ComponentType> = { 'translator-panel-route': TranslatorPanelFrame };
