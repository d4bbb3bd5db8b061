/**
 * Predict, then see: the stage has stopped before a checkpoint's step; the
 * reader picks an answer, checks it, reads why (from the step's own
 * events, fetched from the engine before the step is shown), then plays
 * the step. Keyboard and screen reader: a fieldset of radio buttons, the
 * heading focused when it opens, the verdict in a live region.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Checkpoint, CheckpointQuestion } from './module';
import type { SimSpec } from '../worker/protocol';
import { EngineConnection } from '../worker/engineClient';
import { useWords } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';

interface Props {
  checkpoint: Checkpoint;
  /** The step view's simulations (the question reads the step's events of each). */
  sims: SimSpec[];
  /** Answered (`correct`), or skipped (null: the step holds no such moment). */
  onAnswer: (correct: boolean | null) => void;
  /** Play the step now. */
  onContinue: () => void;
  /** Changes each time the reader presses Play or Step at this stop: the question shows again. */
  nudge?: number;
}

export function CheckpointPanel({ checkpoint, sims, onAnswer, onContinue, nudge }: Props) {
  const id = useId();
  const [q, setQ] = useState<CheckpointQuestion | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const seeStep = useRef<HTMLButtonElement>(null);
  const answered = useRef(onAnswer);
  useEffect(() => {
    answered.current = onAnswer;
  });

  useEffect(() => {
    const c = new EngineConnection();
    let alive = true;
    c.call({ type: 'trace', sims, from: checkpoint.step, to: checkpoint.step }).then(
      ({ trace }) => {
        if (!alive) return;
        const question = checkpoint.ask(trace.steps.map((steps) => steps[0]?.events ?? []));
        if (question === null) answered.current(null);
        else setQ(question);
      },
      (e: unknown) => alive && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      alive = false;
      c.terminate();
    };
  }, [checkpoint, sims]);

  useEffect(() => {
    const h = heading.current;
    if (!q || !h) return;
    // The least scroll that shows the question: focus's own scroll centres
    // it, and took the picture and Play off a 900 px screen (bpe).
    h.focus({ preventScroll: true });
    h.closest('section')?.scrollIntoView?.({ block: 'nearest' });
  }, [q, nudge]);
  // Check goes (and the choices are disabled) once pressed: the keyboard
  // goes on from the button that plays the step.
  useEffect(() => {
    if (checked) seeStep.current?.focus({ preventScroll: true });
  }, [checked]);
  const w = useWords(LESSON_WORDS);

  if (failed) {
    return (
      <section className="checkpoint" data-testid="checkpoint">
        <p className="error">{w.cpFailed(failed)}</p>
        <button type="button" onClick={() => answered.current(null)}>
          {w.goOn}
        </button>
      </section>
    );
  }
  if (!q) {
    return (
      <section className="checkpoint" aria-busy="true" data-testid="checkpoint">
        <p className="muted">{w.preparing}</p>
      </section>
    );
  }
  const right = chosen === q.correct;
  return (
    <section className="checkpoint" aria-labelledby={`${id}-h`} data-testid="checkpoint">
      <h4 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {w.predict(String(checkpoint.step))}
      </h4>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen === null || checked) return;
          setChecked(true);
          answered.current(chosen === q.correct);
        }}
      >
        <fieldset disabled={checked}>
          <legend>{checkpoint.question}</legend>
          {q.choices.map((c, i) => (
            <label key={i} className={checked && i === q.correct ? 'choice is-right' : 'choice'}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={i}
                checked={chosen === i}
                onChange={() => setChosen(i)}
                data-testid={`checkpoint-choice-${i}`}
              />{' '}
              {c}
              {checked && i === q.correct && <strong>{w.enginesAnswer}</strong>}
            </label>
          ))}
        </fieldset>
        {!checked && (
          <button type="submit" className="primary" disabled={chosen === null} data-testid="checkpoint-check">
            {w.check}
          </button>
        )}
      </form>
      <div aria-live="polite" data-testid="checkpoint-verdict">
        {checked && (
          <>
            <p className={right ? 'verdict-right' : 'verdict-wrong'}>
              <strong>{right ? w.right : w.notThisTime}</strong> {q.why}
            </p>
            <button type="button" className="primary" ref={seeStep} onClick={onContinue} data-testid="checkpoint-continue">
              {w.seeStep(String(checkpoint.step))}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
