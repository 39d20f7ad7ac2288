import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { rootErrorHandlers } from './lib/error-reporter';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// In Russian the first render waits for the Russian texts (a small chunk), not English.
void i18nReady.then(() =>
  createRoot(container, rootErrorHandlers).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
