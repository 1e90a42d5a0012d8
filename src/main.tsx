import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { warmFormats } from './components/formats';
import { applyTheme, loadTheme } from './components/theme';
import './index.css';

applyTheme(document.documentElement, loadTheme(localStorage));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The first number or date formatted loads the browser's locale data, a long pause on a slow
// phone. Done when the page is idle, waiting for the first screen's reads, it stays out of the
// render that shows them.
(window.requestIdleCallback ?? ((work: () => void) => setTimeout(work, 1)))(warmFormats);
addEventListener('load', () => void import('./app/fieldVitals').then((vitals) => vitals.reportFieldVitals()), { once: true });
