/**
 * The way in: the site's root without a lesson in the link. Every lesson
 * as a card — the question it answers, the article it reproduces, a small
 * live picture of its stage — in the order of the suggested path (the
 * catalogue's), under the path's parts (each lesson's `part`). All of it
 * is the engine's catalogue: this file names no lesson.
 */
import type { MouseEvent } from 'react';
import type { LessonInfo } from '../engine/types';
import { LessonThumb } from './LessonThumb';
import { useEffect, useState } from 'react';
import { useLang } from '../../kit/i18n/lang';
import { useWords } from '../../kit/i18n/words';
import { APP_WORDS, lessonTitle } from '../app.i18n';
import { loadLessonTexts } from '../lesson/registry';
import { localInfo, type EngineTexts } from '../lesson/localInfo';
import { OVERVIEW_WORDS } from './overview.i18n';

/** Each lesson's engine texts in the page's language (none in English: the engine's). */
function useTexts(lessons: readonly LessonInfo[]): Record<string, EngineTexts | undefined> {
  const lang = useLang();
  const [texts, setTexts] = useState<{ lang: string; by: Record<string, EngineTexts | undefined> }>({ lang: 'en', by: {} });
  useEffect(() => {
    if (lang === 'en') return;
    let alive = true;
    void Promise.all(lessons.map((l) => loadLessonTexts(l.id).then((t) => [l.id, t?.[lang]] as const))).then((all) => {
      if (alive) setTexts({ lang, by: Object.fromEntries(all) });
    });
    return () => {
      alive = false;
    };
  }, [lessons, lang]);
  return texts.lang === lang ? texts.by : {};
}

interface Props {
  lessons: readonly LessonInfo[];
  /** A card's link was clicked (the app opens the lesson, or lets the browser). */
  onPick: (id: string, e: MouseEvent<HTMLAnchorElement>) => void;
}

/** The lessons by part, parts in the order their first lesson comes. */
function byPart(lessons: readonly LessonInfo[]): Array<[string, LessonInfo[]]> {
  const parts = new Map<string, LessonInfo[]>();
  for (const l of lessons) parts.set(l.part, [...(parts.get(l.part) ?? []), l]);
  return [...parts];
}

export function Overview({ lessons: engineLessons, onPick }: Props) {
  const w = useWords(OVERVIEW_WORDS);
  const app = useWords(APP_WORDS);
  const texts = useTexts(engineLessons);
  const lessons = engineLessons.map((l) => localInfo(l, texts[l.id]));
  return (
    <article className="overview" aria-labelledby="overview-title">
      <h2 id="overview-title">{w.title}</h2>
      <p className="lede">{w.lede}</p>
      {byPart(lessons).map(([part, ls]) => (
        <section key={part} className="overview-part" aria-labelledby={`part-${ls[0]?.id}`}>
          <h3 id={`part-${ls[0]?.id}`}>{part}</h3>
          <ol className="overview-cards" start={lessons.indexOf(ls[0] as LessonInfo) + 1}>
            {ls.map((l) => {
              return (
                <li key={l.id} className="overview-card" data-testid={`overview-${l.id}`}>
                  <LessonThumb info={l} />
                  <div className="overview-text">
                    <h4>
                      <a href={`?lesson=${encodeURIComponent(l.id)}`} onClick={(e) => onPick(l.id, e)} data-testid={`open-${l.id}`}>
                        {lessonTitle(app, l.id, l.title)}
                      </a>
                    </h4>
                    <p className="overview-question">{l.question}</p>
                    <p className="muted small">{l.article.engine ? w.from(l.article.engine) : w.textbook}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </article>
  );
}
