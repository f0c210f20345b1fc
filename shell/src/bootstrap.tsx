import { createRoot } from 'react-dom/client';
import 'shared-ui/tokens.css';
import { initI18n } from 'shared-ui';
import { registerShellTexts } from './config/texts';
import { App } from './app/app';

initI18n();
registerShellTexts();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
