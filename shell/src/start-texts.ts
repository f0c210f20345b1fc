import { initI18n } from 'shared-ui';
import { registerShellTexts } from './config/texts';

// The first step of the start (index.ts): shared-ui, i18next and the shell's texts, before React and the layout.
initI18n();
registerShellTexts();
