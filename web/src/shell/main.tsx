import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { boot } from './boot';
import './styles/base.css';
import './styles/lesson.css';
import './styles/playback.css';
import './styles/runs.css';
import '../kit/views.css';
import '../kit/views-parts.css';

boot();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
