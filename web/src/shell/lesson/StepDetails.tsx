/**
 * Below the stage's picture: each variant's detail views (the pages around
 * the step, the tree), its counters so far and its events with the full
 * story; side by side, the variants' counters compared.
 *
 * StepPlayer hands these props through `useDeferredValue`: a step's frame
 * carries the picture only, and React renders the details after it, in
 * slices that let the browser paint. While playing fast they follow when
 * there is time (a step that comes first replaces their render); paused,
 * they follow at once.
 */
import { memo } from 'react';
import type { Beat } from '../../kit/layout/eventBeats';
import { EventList } from '../../kit/components/EventList';
import { FigureCompare, FigureList } from '../../kit/components/FigureList';
import { Linked } from '../../kit/components/Glossary';
import type { GlossaryTerm } from '../../kit/text/glossary';
import type { Frame } from '../worker/protocol';
import { viewsIn, type ViewContext } from '../views/registry';
import { useWords } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';
import type { ScenarioUi, Variant } from './module';

/** What changes with the step (deferred as one value). */
export interface StepDetailsOf {
  frames: Frame[];
  contexts: ViewContext[];
  beats: Beat[][];
  played: number;
  stories: string[];
  compareRuns: { figures: Frame['figures']; title: string }[];
}

interface Props {
  of: StepDetailsOf;
  variants: Variant[];
  ui: ScenarioUi;
  terms: GlossaryTerm[];
  /** The class of the columns (one per variant), as the picture's. */
  columns: string;
}

export const StepDetails = memo(function StepDetails({ of, variants, ui, terms, columns }: Props) {
  const lw = useWords(LESSON_WORDS);
  const { frames, contexts, beats, played, stories, compareRuns } = of;
  const multi = frames.length > 1;
  const Sub = multi ? 'h5' : 'h4';
  const counters = (f: Frame) => (
    <>
      <Sub>{lw.countersSoFar}</Sub>
      <FigureList
        figures={f.figures}
        names={ui.stepCounters}
        labels={ui.labels}
        testIdPrefix="counter-"
        className="figures compact"
      />
    </>
  );
  const details = (f: Frame, i: number) => {
    const views = viewsIn('detail', f.views, contexts[i]);
    return (
      <div className="variant" key={i}>
        {multi && <h4 className="variant-title">{variants[i]?.label}</h4>}
        <div className={multi ? 'detail-stack' : 'detail-grid'}>
          {views.map((d, j) => (
            <div key={j}>
              {d}
              {!multi && j === views.length - 1 && counters(f)}
            </div>
          ))}
        </div>
        {/* A view-less variant (no detail views) still counts, under its events. */}
        {!multi && views.length === 0 && counters(f)}
        <details className="events" open={!multi}>
          <summary>{lw.whatHappened(String(f.events.length))}</summary>
          <p className="story-of-step">
            <Linked text={stories[i]} glossary={terms} />
          </p>
          <EventList
            beats={beats[i]}
            played={played}
            describe={ui.describeEvent}
            describeMany={ui.describeEvents}
            glossary={terms}
          />
        </details>
      </div>
    );
  };
  return (
    <>
      <div className={columns}>{frames.map(details)}</div>
      {multi && (
        <>
          <h4>{lw.countersSoFar}</h4>
          <FigureCompare runs={compareRuns} names={ui.stepCounters} labels={ui.labels} />
        </>
      )}
    </>
  );
});
