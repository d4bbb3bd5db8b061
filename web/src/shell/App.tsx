/**
 * The app shell: takes the lesson catalogue (the engine's, read at build
 * time: virtual:pagelab/catalog), restores the state from the URL, lets the user pick a lesson, and keeps the URL in
 * step (replaceState, throttled) so any moment can be shared as a link.
 * Picking another lesson adds a history entry (pushState), so the
 * browser's Back returns to the lesson before; the tab's title names the
 * lesson.
 * With `embed=1` (a lesson in a course page's iframe) the site header and
 * the lesson navigation give way to a compact title line and a link that
 * opens the same state in pagelab itself, and the page shows one view of
 * the lesson (`view=stage|chart|article`), sized to the frame, telling the
 * host page how tall it is (embed/heightReport.ts).
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { LessonInfo, Params } from './engine/types';
import { parseUrlState, serializeUrlState, type UrlProblem, type UrlState } from './state/urlState';
import { errorText, stepEngine } from './worker/stepEngine';
import { lessons as LESSONS } from 'virtual:pagelab/catalog-shell';
import { LessonPage } from './lesson/LessonPage';
import { ErrorBoundary } from '../kit/components/ErrorBoundary';
import { useHeightReport } from './embed/useHeightReport';
import { sandboxAdvice } from './embed/sandbox';
import { applyTheme, storeTheme, storedTheme, type ThemeChoice } from './theme/theme';
import { ThemeSwitch } from './theme/ThemeSwitch';
import { LangSwitch } from './i18n/LangSwitch';
import { APP_WORDS, lessonTitle } from './app.i18n';
import { pageLangOf, setLang, useLang, type Lang } from '../kit/i18n/lang';
import { loadWords, useWords } from '../kit/i18n/words';
import { allToolIds } from './playground/tools';

// The overview is the site's root only: its code loads when it is opened,
// and a lesson's link (most first loads) carries none of it.
const Overview = lazy(() => import('./overview/Overview').then((m) => ({ default: m.Overview })));
// The playground likewise: only a playground link loads it.
const Playground = lazy(() => import('./playground/Playground').then((m) => ({ default: m.Playground })));

interface Opened {
  lesson: string;
  params: Params;
  step: number;
  problems: UrlProblem[];
  /** The overview of every lesson (a link without one). */
  overview?: boolean;
  /** A playground tool (`?playground=<id>`) and its settings from the link. */
  playground?: string;
  tool?: Record<string, string>;
  /** The stage's fork from the link (`fork=name:value`). */
  fork?: UrlState['fork'];
}

/** The same state as the full site (the whole page, no view): the link of embed mode's "Open in pagelab". */
function fullSiteHref(state: UrlState, lessons: LessonInfo[]): string {
  return serializeUrlState({ ...state, embed: false, view: undefined }, lessons) + window.location.hash;
}

function writeUrl(state: UrlState, lessons: LessonInfo[], push = false): void {
  try {
    // The overview has no query: its URL is the page's own path.
    const next = serializeUrlState(state, lessons) + window.location.hash || window.location.pathname;
    if (next === window.location.search + window.location.hash || (next === window.location.pathname && !window.location.search)) return;
    if (push) window.history.pushState(null, '', next);
    else window.history.replaceState(null, '', next);
  } catch {
    // Sandboxed iframes may refuse history access; the app works without it.
  }
}

/**
 * The link's state, read once: the catalogue is known before the first
 * frame. The language is set first (the link's `lang`, else the
 * browser's), so what the link is told about itself is in it.
 */
function initialState(): { state: UrlState; problems: UrlProblem[] } {
  let raw: string | null = null;
  try {
    raw = new URLSearchParams(window.location.search.slice(0, 8192)).get('lang');
  } catch {
    // A malformed query: the parser below says so.
  }
  setLang(pageLangOf(raw, typeof navigator === 'undefined' ? [] : navigator.languages));
  return parseUrlState(window.location.search, LESSONS);
}

export function App() {
  const lessons = LESSONS;
  // new Worker() throws at once where the page may not start one (an opaque
  // origin, a sandbox without allow-same-origin): boot.ts let it pass; here
  // it becomes the message that names the fix. (stepEngine() only returns
  // the worker boot.ts started.) A worker that starts but fails later is
  // reported where it was needed.
  const [fatal] = useState<string | null>(() => {
    try {
      stepEngine();
      return null;
    } catch (e: unknown) {
      return errorText(e);
    }
  });
  const [first] = useState(initialState);
  // The link's theme, else this browser's choice, else the system's; shown
  // before the first paint (this initialiser runs before it).
  const lang = useLang();
  const w = useWords(APP_WORDS);
  const [theme, setTheme] = useState<ThemeChoice>(() => {
    const t = first.state.theme ?? storedTheme();
    applyTheme(t);
    return t;
  });
  const [opened, setOpened] = useState<Opened>(() => ({ ...first.state, problems: first.problems }));
  const [openHref, setOpenHref] = useState(() => (first.state.embed ? fullSiteHref(first.state, lessons) : ''));
  // An embed shows one view (the stage unless the link says so); embed mode
  // and the view never change while the page lives.
  const embed = first.state.embed === true;
  const view = embed ? (first.state.view ?? 'stage') : undefined;
  const url = useRef<UrlState>(first.state);
  const memory = useRef<Record<string, Params>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    // The link as the app understood it (problems dropped, defaults left out).
    writeUrl(url.current, lessons);
  }, [lessons]);

  // Back and Forward between lessons: the entry's link, read as on load
  // (a new key remounts the lesson with that entry's parameters and step).
  const [visit, setVisit] = useState(0);
  useEffect(() => {
    const onPop = () => {
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      const { state, problems } = parseUrlState(window.location.search, lessons);
      url.current = state;
      if (!state.embed) memory.current[state.lesson] = state.params;
      setOpened({ ...state, problems });
      setVisit((v) => v + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [lessons]);

  const scheduleUrl = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      writeUrl(url.current, lessons);
      if (url.current.embed) setOpenHref(fullSiteHref(url.current, lessons));
    }, 250);
  }, [lessons]);

  const onParams = useCallback(
    (p: Params) => {
      url.current = { ...url.current, params: p };
      memory.current[url.current.lesson] = p;
      scheduleUrl();
    },
    [scheduleUrl],
  );
  const onFork = useCallback(
    (fork: UrlState['fork']) => {
      url.current = { ...url.current, fork };
      scheduleUrl();
    },
    [scheduleUrl],
  );
  const onStep = useCallback(
    (step: number) => {
      url.current = { ...url.current, step };
      scheduleUrl();
    },
    [scheduleUrl],
  );

  const onToolSettings = useCallback(
    (tool: Record<string, string>) => {
      url.current = { ...url.current, tool };
      scheduleUrl();
    },
    [scheduleUrl],
  );

  const chooseTheme = useCallback(
    (c: ThemeChoice) => {
      setTheme(c);
      applyTheme(c);
      storeTheme(c);
      // A link that named a theme keeps naming the one shown.
      if (url.current.theme) {
        url.current = { ...url.current, theme: c === 'system' ? undefined : c };
        scheduleUrl();
      }
    },
    [scheduleUrl],
  );

  // Another language: kept in the link, and the lesson opened again where
  // it stood (its words and memoised sentences all made anew).
  const chooseLang = useCallback(
    (l: Lang) => {
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      // The words in it first (lazy catalogues), so the page switches whole.
      void loadWords(l).then(() => {
        setLang(l);
        url.current = { ...url.current, lang: l };
        writeUrl(url.current, lessons);
        setOpened({ ...url.current, problems: [] });
        setVisit((v) => v + 1);
      });
    },
    [lessons],
  );

  const firstTool = allToolIds()[0];
  // `id` null: the overview; `{tool}`: the playground.
  const pick = (id: string | null | { tool: string }, e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (typeof id === 'object' && id !== null) {
      if (opened.playground === id.tool) return;
    } else if (id === null ? opened.overview : !opened.overview && !opened.playground && opened.lesson === id) return;
    const looks = { theme: url.current.theme, lang: url.current.lang };
    const next: UrlState =
      id === null
        ? { lesson: opened.lesson, params: {}, step: 0, overview: true, ...looks }
        : typeof id === 'object'
          ? { lesson: opened.lesson, params: {}, step: 0, playground: id.tool, tool: {}, ...looks }
          : { lesson: id, params: memory.current[id] ?? {}, step: 0, ...looks };
    // The step and parameters so far stay in the entry being left.
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    writeUrl(url.current, lessons);
    url.current = next;
    writeUrl(next, lessons, true);
    setOpened({ ...next, problems: [] });
    document.getElementById('main')?.focus();
  };

  // Another playground tool: a new history entry, as another lesson is.
  const pickTool = (tool: string) => {
    if (opened.playground === tool) return;
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    writeUrl(url.current, lessons);
    const next: UrlState = { ...url.current, playground: tool, tool: {} };
    url.current = next;
    writeUrl(next, lessons, true);
    setOpened({ ...next, problems: [] });
  };

  const info = opened.overview || opened.playground ? undefined : lessons.find((l) => l.id === opened.lesson);
  useEffect(() => {
    document.title = info
      ? `${lessonTitle(w, info.id, info.title)} — pagelab`
      : opened.playground
        ? `${w.playground} — pagelab`
        : `pagelab — ${w.tagline}`;
  }, [info, w, opened.playground]);
  useHeightReport(embed && view && info ? { lesson: info.id, view } : null);
  // On a phone the lessons are one row that scrolls sideways: bring the
  // current one into it (at the end of the row it would sit off-screen).
  useEffect(() => {
    const current = document.querySelector<HTMLElement>('.lesson-links [aria-current="page"]');
    const row = current?.closest('nav');
    if (!current || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = Math.max(0, current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2);
  }, [opened.lesson, opened.overview]);
  const advice = fatal ? sandboxAdvice(window.origin, window.location.protocol, import.meta.env.MODE === 'offline') : null;

  return (
    <>
      <a className="skip-link" href="#main">
        {w.skip}
      </a>
      {embed ? (
        <header className="embed-head" data-testid="embed-head">
          <h1 className="embed-title">{info ? lessonTitle(w, info.id, info.title) : 'pagelab'}</h1>
          {/* A link without the app's click handling: a new tab with the same state, minus embed. */}
          <a
            className="embed-open small"
            href={openHref || '?'}
            target="_blank"
            rel="noopener"
            data-testid="open-in-pagelab"
          >
            {w.openIn} <span aria-hidden="true">↗</span>
            <span className="sr-only">{w.newTab}</span>
          </a>
        </header>
      ) : (
        <header className="app-head">
          <h1>
            pagelab <span className="tagline">{w.tagline}</span>
          </h1>
          <nav aria-label={w.lessons}>
            <ul className="lesson-links">
              <li>
                <a
                  href="./"
                  data-testid="lesson-link-overview"
                  aria-current={opened.overview ? 'page' : undefined}
                  onClick={(e) => pick(null, e)}
                >
                  {w.allLessons}
                </a>
              </li>
              {lessons.map((l) => (
                <li key={l.id}>
                  <a
                    href={`?lesson=${encodeURIComponent(l.id)}`}
                    data-testid={`lesson-link-${l.id}`}
                    aria-current={!opened.overview && !opened.playground && l.id === opened.lesson ? 'page' : undefined}
                    onClick={(e) => pick(l.id, e)}
                  >
                    {lessonTitle(w, l.id, l.title)}
                  </a>
                </li>
              ))}
              {firstTool !== undefined && (
                <li>
                  <a
                    href={`?playground=${firstTool}`}
                    data-testid="playground-link"
                    aria-current={opened.playground ? 'page' : undefined}
                    onClick={(e) => pick({ tool: firstTool }, e)}
                  >
                    {w.playground}
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <span className="header-switches">
            <LangSwitch value={lang} label={w.language} onChange={chooseLang} />
            <ThemeSwitch
              value={theme}
              label={w.theme}
              names={{ system: w.themeSystem, light: w.themeLight, dark: w.themeDark }}
              onChange={chooseTheme}
            />
          </span>
        </header>
      )}
      <main id="main" tabIndex={-1} className={embed ? 'embed-main' : undefined}>
        {fatal && (
          <div className="error" role="alert">
            <p>{w.engineFailed(fatal)}</p>
            <p>
              {advice ?? w.engineRetry}
            </p>
          </div>
        )}
        {!fatal && opened.overview && (
          <ErrorBoundary key={`overview:${visit}`}>
            <Suspense fallback={<p className="muted">{w.loadingLessons}</p>}>
              <Overview lessons={lessons} onPick={pick} />
            </Suspense>
          </ErrorBoundary>
        )}
        {!fatal && opened.playground && (
          <ErrorBoundary key={`playground:${opened.playground}:${visit}`}>
            <Suspense fallback={<p className="muted">{w.loadingLessons}</p>}>
              <Playground
                tool={opened.playground}
                settings={opened.tool ?? {}}
                onSettings={onToolSettings}
                problems={opened.problems}
                onPick={pickTool}
              />
            </Suspense>
          </ErrorBoundary>
        )}
        {!fatal && info && (
          <ErrorBoundary key={`${info.id}:${visit}`}>
            <LessonPage
              info={info}
              initialParams={opened.params}
              initialStep={opened.step}
              problems={opened.problems}
              embed={embed}
              view={view}
              allow={first.state.allow}
              options={first.state.options}
              checkpoints={first.state.checkpoints ?? !embed}
              onParams={onParams}
              onStep={onStep}
              initialFork={opened.fork}
              onFork={onFork}
            />
          </ErrorBoundary>
        )}
      </main>
      {/* An embed keeps to what its view needs: the stage has no figures to
          source, the chart and the article one short line. */}
      {!embed && (
        <footer className="app-foot muted small">
          {w.foot(info?.article.engine ?? w.theArticles)}
        </footer>
      )}
      {embed && view !== 'stage' && (
        <footer className="app-foot embed-foot muted small">
          {w.embedFoot(info?.article.engine ?? w.theArticle)}
        </footer>
      )}
    </>
  );
}
