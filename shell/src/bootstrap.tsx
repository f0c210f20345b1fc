import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-ui/tokens.css';
import { App } from './app/app';

const container = document.getElementById('root');
// A transition renders in slices that yield to the browser, not as one long task (issue 9: on a phone the first
// render was the longest task of the start). The page renders under the splash, so nothing waits for it.
if (container) startTransition(() => createRoot(container).render(<App />));
