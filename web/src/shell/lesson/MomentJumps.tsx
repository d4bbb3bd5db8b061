/**
 * "◀ split ▶": jumps to the previous or next moment worth watching (the
 * engine names them: a split, an eviction, a wash, a phase change), and,
 * where a lesson has several kinds, which one. The timeline marks the
 * chosen kind's (PlaybackBar's `marks`, from `momentMarks`).
 */
import { useId } from 'react';
import type { StepMoment } from '../worker/protocol';
import type { PlaybackAction } from '../state/playback';
import { useWords } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';

/** "Any moment" in the kind's select. */
export const ANY_MOMENT = '';

/**
 * The kinds present, in the scenario's order (its `moments` words), and
 * the one in effect: `chosen` if present, else the scenario's first.
 */
export function momentKinds(
  moments: readonly StepMoment[],
  words: Record<string, string>,
  chosen: string | null,
): { kinds: string[]; kind: string } {
  const present = new Set(moments.map((m) => m.kind));
  const kinds = [...Object.keys(words).filter((k) => present.has(k)), ...[...present].filter((k) => !(k in words))];
  const kind = chosen !== null && (chosen === ANY_MOMENT || present.has(chosen)) ? chosen : (kinds[0] ?? ANY_MOMENT);
  return { kinds, kind };
}

/** The steps of the moments of `kind` (all of them for ANY_MOMENT). */
export function momentMarks(moments: readonly StepMoment[], kind: string): number[] {
  return moments.filter((m) => kind === ANY_MOMENT || m.kind === kind).map((m) => m.step);
}

interface Props {
  marks: readonly number[];
  kinds: string[];
  kind: string;
  onKind: (kind: string) => void;
  step: number;
  /** The scenario's word for each kind ("split"); the kind's name otherwise. */
  words: Record<string, string>;
  dispatch: (a: PlaybackAction) => void;
}

export function MomentJumps({ marks, kinds, kind, onKind, step, words, dispatch }: Props) {
  const id = useId();
  const w = useWords(LESSON_WORDS);
  if (kinds.length === 0) return null;
  const word = (k: string) => words[k] ?? k.replaceAll('_', ' ');
  const previous = [...marks].reverse().find((s) => s < step);
  const next = marks.find((s) => s > step);
  const name = kind === ANY_MOMENT ? w.moment : word(kind);
  return (
    <span className="moment-jumps" role="group" aria-label={w.jumpGroup}>
      <Jump way="previous" to={previous} name={name} dispatch={dispatch} />
      {kinds.length > 1 ? (
        <select
          id={id}
          className="small"
          value={kind}
          onChange={(e) => onKind(e.target.value)}
          aria-label={w.whichMoments}
          data-testid="moment-kind"
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {word(k)}
            </option>
          ))}
          <option value={ANY_MOMENT}>{w.anyMoment}</option>
        </select>
      ) : (
        <span className="moment-name">{name}</span>
      )}
      <Jump way="next" to={next} name={name} dispatch={dispatch} />
    </span>
  );
}

/** "◀" or "▶": to the moment before or after this step, disabled where there is none. */
function Jump({
  way,
  to,
  name,
  dispatch,
}: {
  way: 'previous' | 'next';
  to: number | undefined;
  name: string;
  dispatch: (a: PlaybackAction) => void;
}) {
  const w = useWords(LESSON_WORDS);
  const at = to !== undefined ? String(to) : null;
  return (
    <button
      type="button"
      className="small"
      disabled={to === undefined}
      onClick={() => to !== undefined && dispatch({ type: 'seek', step: to })}
      aria-label={w.jumpLabel(way, name, at)}
      title={w.jumpTitle(way, name, at)}
      data-testid={`moment-${way}`}
    >
      {way === 'previous' ? '◀' : '▶'}
    </button>
  );
}
