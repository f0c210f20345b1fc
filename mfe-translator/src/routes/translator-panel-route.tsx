import { TranslatorPanel } from '../features/panel/screens/translator-panel';

/** /panel/translator (spec 2.8). The shell's guard lets only translators in. */
export function TranslatorPanelRoute() {
  return <TranslatorPanel />;
}
