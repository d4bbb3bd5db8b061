/**
 * A control for each engine parameter, generated from its ParamSpec, with
 * its unit, range and any error right next to it. Presentational: the
 * values, errors and onChange come from the lesson.
 */
import { useId, useState } from 'react';
import type { ParamSpec } from '../engine/types';
import { describeRange } from '../state/params';

interface Props {
  specs: ParamSpec[];
  /** Text shown in each control (draft or committed value). */
  values: Record<string, string>;
  errors: Record<string, string[]>;
  onChange: (name: string, value: string) => void;
  /** Names shown first; the rest go under "More parameters". */
  primary: string[];
  /** A word under a control the step view sets itself (what it still sets). */
  notes?: Record<string, string>;
  onReset: () => void;
  changed: boolean;
}

function Control({
  spec,
  value,
  errors,
  note,
  onChange,
}: {
  spec: ParamSpec;
  value: string;
  errors: string[];
  note?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errId = `${id}-err`;
  const invalid = errors.length > 0;
  const describedBy = invalid ? `${errId} ${hintId}` : hintId;
  return (
    <div className={`param${invalid ? ' is-invalid' : ''}`}>
      <label htmlFor={id}>
        <code>{spec.name}</code>
      </label>
      {spec.kind === 'choice' ? (
        <select
          id={id}
          data-testid={`param-${spec.name}`}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        >
          {!(spec.choices ?? []).includes(value) && <option value={value}>{value}</option>}
          {(spec.choices ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          data-testid={`param-${spec.name}`}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <p id={hintId} className="hint">
        {spec.kind === 'int' && <span className="range">{describeRange(spec)}. </span>}
        {spec.kind === 'choice' && spec.unit && <span className="range">In {spec.unit}. </span>}
        {spec.description}
      </p>
      {note && (
        <p className="hint step-note" data-testid={`param-note-${spec.name}`}>
          {note}
        </p>
      )}
      {invalid && (
        <p id={errId} className="param-error" role="alert" data-testid={`param-error-${spec.name}`}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

export function ParamControls({ specs, values, errors, onChange, primary, notes, onReset, changed }: Props) {
  const first = primary.map((n) => specs.find((s) => s.name === n)).filter((s): s is ParamSpec => !!s);
  const rest = specs.filter((s) => !primary.includes(s.name));
  const restHasError = rest.some((s) => (errors[s.name] ?? []).length > 0);
  const [moreOpen, setMoreOpen] = useState(true);
  const render = (s: ParamSpec) => (
    <Control
      key={s.name}
      spec={s}
      value={values[s.name] ?? s.default}
      errors={errors[s.name] ?? []}
      note={notes?.[s.name]}
      onChange={(v) => onChange(s.name, v)}
    />
  );
  return (
    <form className="params" onSubmit={(e) => e.preventDefault()} aria-label="Parameters">
      {errors[''] && errors[''].length > 0 && (
        <p className="param-error" role="alert">
          {errors[''].join(' ')}
        </p>
      )}
      {first.map(render)}
      <details
        open={moreOpen || restHasError}
        onToggle={(e) => setMoreOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>More parameters ({rest.length})</summary>
        {rest.map(render)}
      </details>
      <button type="button" className="link-button" onClick={onReset} disabled={!changed}>
        Reset all parameters to the lesson’s defaults
      </button>
    </form>
  );
}
