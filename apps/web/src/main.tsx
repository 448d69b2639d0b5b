import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

// A transition lets React render the first screen in short slices instead of one long task,
// so the page stays responsive while it starts (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
