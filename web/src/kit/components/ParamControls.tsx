/**
 * A control for each engine parameter, generated from its ParamSpec, with
 * its unit, range and any error right next to it. Presentational: the
 * values, errors and onChange come from the lesson.
 *
 *   int     a text field (numeric keyboard)
 *   choice  a select
 *   text    a text field, or a text area when it may be long (max > 80)
 *   set     checkboxes in a fieldset with a legend; the value is the
 *           ticked names, comma-joined in the order of the choices
 */
import { useId, useState } from 'react';
import type { ParamSpec } from '../../shell/engine/types';
import { describeCount, describeRange, maxValueLength, setItems, unitText } from '../../shell/state/params';
import { fmtInt } from '../text/format';
import { useWords } from '../i18n/words';
import { PARAMS_WORDS } from '../../shell/state/params.i18n';

/** Longest text that still gets a one-line field. */
const ONE_LINE_TEXT = 80;

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
  /** Shown but not to be changed (an embed whose course locked them). */
  readOnly?: boolean;
}

/** The field of an int, choice or text parameter (a set has its own fieldset). */
function Field({
  spec,
  id,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  spec: ParamSpec;
  id: string;
  value: string;
  invalid: boolean;
  describedBy: string;
  onChange: (v: string) => void;
}) {
  const common = {
    id,
    'data-testid': `param-${spec.name}`,
    value,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  if (spec.kind === 'choice') {
    return (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        {!(spec.choices ?? []).includes(value) && <option value={value}>{value}</option>}
        {(spec.choices ?? []).map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    );
  }
  if (spec.kind === 'text' && maxValueLength(spec) > ONE_LINE_TEXT) {
    return (
      <textarea
        {...common}
        rows={3}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <input
      {...common}
      type="text"
      inputMode={spec.kind === 'int' ? 'numeric' : undefined}
      autoComplete="off"
      spellCheck={false}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * A set as checkboxes: one per choice, ticked when the value names it.
 * Ticking one more than the spec allows (or unticking the last) is not
 * refused: the value changes and its message says what to do, as any
 * other control's would.
 */
function SetField({
  spec,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  spec: ParamSpec;
  value: string;
  invalid: boolean;
  describedBy: string;
  onChange: (v: string) => void;
}) {
  const choices = spec.choices ?? [];
  const items = setItems(value);
  const toggle = (c: string, on: boolean) => {
    const next = on ? [...items, c] : items.filter((i) => i !== c);
    // In the order of the choices; names that are none of them (from a
    // link) stay at the end, so the message about them stays too.
    onChange([...choices.filter((x) => next.includes(x)), ...next.filter((x) => !choices.includes(x))].join(','));
  };
  return (
    <div className="set-choices">
      {choices.map((c) => (
        <label key={c} className="set-choice">
          <input
            type="checkbox"
            data-testid={`param-${spec.name}-${c}`}
            checked={items.includes(c)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => toggle(c, e.target.checked)}
          />{' '}
          <code>{c}</code>
        </label>
      ))}
    </div>
  );
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
  const w = useWords(PARAMS_WORDS);
  const hint = (
    <p id={hintId} className="hint">
      {spec.kind === 'int' && <span className="range">{describeRange(spec)}. </span>}
      {spec.kind === 'choice' && spec.unit && <span className="range">{w.inUnit(unitText(spec.unit))}</span>}
      {spec.kind === 'text' && <span className="range">{w.maxChars(fmtInt(maxValueLength(spec)))}</span>}
      {spec.kind === 'set' && <span className="range">{w.tick(describeCount(spec))}</span>}
      {spec.description}
    </p>
  );
  const after = (
    <>
      {hint}
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
    </>
  );
  if (spec.kind === 'set') {
    // A group of checkboxes: the fieldset's legend names it, as a label names a field.
    return (
      <fieldset
        className={`param param-set${invalid ? ' is-invalid' : ''}`}
        data-testid={`param-${spec.name}`}
        data-param={spec.name}
      >
        <legend>
          <code>{spec.name}</code>
        </legend>
        <SetField spec={spec} value={value} invalid={invalid} describedBy={describedBy} onChange={onChange} />
        {after}
      </fieldset>
    );
  }
  return (
    <div className={`param${invalid ? ' is-invalid' : ''}`} data-param={spec.name}>
      <label htmlFor={id}>
        <code>{spec.name}</code>
      </label>
      <Field spec={spec} id={id} value={value} invalid={invalid} describedBy={describedBy} onChange={onChange} />
      {after}
    </div>
  );
}

/**
 * Brings parameter `name`'s control into view and focuses it (a message
 * elsewhere on the page that names it: the stage's "needs a fix"). The
 * panel may scroll on its own and hide it in "More parameters", which
 * opens itself when one of its controls is invalid. False: no such
 * control on the page (an embed without its controls).
 */
export function showParam(name: string): boolean {
  const box = [...document.querySelectorAll<HTMLElement>('[data-param]')].find((e) => e.dataset.param === name);
  const field = box?.querySelector<HTMLElement>('input, select, textarea');
  if (!box || !field) return false;
  const details = box.closest('details');
  if (details && !details.open) details.open = true;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

export function ParamControls({ specs, values, errors, onChange, primary, notes, onReset, changed, readOnly = false }: Props) {
  const first = primary.map((n) => specs.find((s) => s.name === n)).filter((s): s is ParamSpec => !!s);
  const rest = specs.filter((s) => !primary.includes(s.name));
  const restHasError = rest.some((s) => (errors[s.name] ?? []).length > 0);
  const [moreOpen, setMoreOpen] = useState(true);
  const w = useWords(PARAMS_WORDS);
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
    <form className="params" onSubmit={(e) => e.preventDefault()} aria-label={w.panel}>
      {errors[''] && errors[''].length > 0 && (
        <p className="param-error" role="alert">
          {errors[''].join(' ')}
        </p>
      )}
      {/* A disabled fieldset turns off every control inside at once. */}
      <fieldset className="params-fields" disabled={readOnly}>
      {first.map(render)}
      <details
        open={moreOpen || restHasError}
        onToggle={(e) => setMoreOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{w.more(String(rest.length))}</summary>
        {rest.map(render)}
      </details>
      {!readOnly && (
        <button type="button" className="link-button" onClick={onReset} disabled={!changed}>
          {w.resetAll}
        </button>
      )}
      </fieldset>
    </form>
  );
}
