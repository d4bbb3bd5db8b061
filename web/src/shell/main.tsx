// First: it starts the worker and the lesson's code (startNow.ts).
import { started } from './startNow';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setLang } from '../kit/i18n/lang';
import { loadWords } from '../kit/i18n/words';
import './styles/base.css';
import './styles/lesson.css';
import './styles/playback.css';
import './styles/runs.css';
import '../kit/views.css';
import '../kit/views-parts.css';

const lang = started.lang;

// A page in French or Russian first fetches the shell's words in it (its
// lazy catalogues: kit/i18n/words.ts); English has them all at once. A
// link to a lesson also waits for the lesson's code (boot.ts), so that
// the first render is the lesson's page. Not for ever: a chunk that is
// slow or never settles (docs/benchmarks.md, "First picture") must not
// leave a blank page; the lesson's page then shows its own loading state.
const LESSON_WAIT_MS = 3000;
const lessonOrLater = Promise.race([started.lesson, new Promise((wake) => setTimeout(wake, LESSON_WAIT_MS))]);
setLang(lang);
void Promise.all([loadWords(lang), lessonOrLater]).then(() => {
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
});
