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

export function Overview({ lessons, onPick }: Props) {
  return (
    <article className="overview" aria-labelledby="overview-title">
      <h2 id="overview-title">What a storage engine does to pages</h2>
      <p className="lede">
        Eight lessons, each from a real incident or experiment: a Rust engine in your browser replays what the
        database did, step by step and at full scale, beside what the article measured. A path through them: the
        pages first, then the buffer pool, then latches and the rebuild.
      </p>
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
                        {l.title}
                      </a>
                    </h4>
                    <p className="overview-question">{l.question}</p>
                    <p className="muted small">{l.article.engine ? `From: ${l.article.engine}` : 'A textbook lesson'}</p>
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
