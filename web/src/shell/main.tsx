import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { boot } from './boot';
import { setLang } from '../kit/i18n/lang';
import { loadWords } from '../kit/i18n/words';
import './styles/base.css';
import './styles/lesson.css';
import './styles/playback.css';
import './styles/runs.css';
import '../kit/views.css';
import '../kit/views-parts.css';

const lang = boot();

// A page in French or Russian first fetches the shell's words in it (its
// lazy catalogues: kit/i18n/words.ts); English has them all at once.
setLang(lang);
void loadWords(lang).then(() => {
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
});
