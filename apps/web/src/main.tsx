import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/app';
import { preloadFirstPage } from './app/routes/preload-first-page';
import { useAppStore } from './lib/app-store';
import { initI18n } from './lib/i18n/i18n';
import './styles.css';
// after the shell's styles: the shared type scale, brand colours and classes win over them
import './app/visual-system.css';

async function start() {
  preloadFirstPage(window.location.pathname);
  const language = await initI18n();
  useAppStore.setState({ language });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <PortalApp />
    </StrictMode>,
  );
}

void start();
