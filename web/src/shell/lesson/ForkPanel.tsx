/**
 * Fork the stage's run: the same run with one parameter changed, beside
 * it on the stage from the step shown (the engine replays both from the
 * seed, so a fork at step 40 is the fork's own step 40), and their
 * counters side by side (`FigureCompare`). The fork lives in the link
 * (`fork=name:value`), so a trainer can send or embed a comparison. The
 * value is checked as any control's is; the engine checks the rest.
 */
import { useEffect, useId, useState } from 'react';
import type { ParamSpec, Params } from '../engine/types';
import type { Fork } from '../state/urlState';
import { checkParam } from '../state/params';
import { useWords } from '../../kit/i18n/words';
import { FORK_WORDS } from './fork.i18n';
import { scriptOf } from '../playground/script/fromLesson';
import { packScript } from '../playground/script/scriptLink';

interface Props {
  lesson: string;
  /** The parameters the reader set (the script's `set` lines). */
  params: Params;
  specs: ParamSpec[];
  /** Every parameter's value in the user's run. */
  all: Params;
  /** Parameters offered first. */
  primary: string[];
  fork: Fork | undefined;
  onFork: (fork: Fork | undefined) => void;
}

export function ForkPanel({ lesson, params, specs, all, primary, fork, onFork }: Props) {
  const w = useWords(FORK_WORDS);
  const ids = { param: useId(), value: useId(), error: useId() };
  const offered = [...specs].sort((a, b) => {
    const ia = primary.indexOf(a.name);
    const ib = primary.indexOf(b.name);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  const [name, setName] = useState(fork?.name ?? offered[0]?.name ?? '');
  const spec = specs.find((s) => s.name === name);
  const [value, setValue] = useState(fork?.value ?? all[name] ?? '');
  const [error, setError] = useState<string | null>(null);
  // The same run (and its fork) as a script in the playground.
  const [scriptHref, setScriptHref] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void packScript(scriptOf(lesson, params, fork)).then((s) => live && setScriptHref(s ? `?playground=script&s=${s}` : null));
    return () => {
      live = false;
    };
  }, [lesson, params, fork]);
  if (!spec) return null;

  const submit = () => {
    const c = checkParam(spec, value);
    if (!c.ok) return setError(c.message);
    if (c.value === all[name]) return setError(w.same);
    setError(null);
    onFork({ name, value: c.value });
  };

  return (
    <>
      <details className="fork-panel" open={fork !== undefined} data-testid="fork-panel">
        <summary>{w.title}</summary>
        <p className="hint">{w.intro}</p>
        {fork && (
          <p className="small" role="status" data-testid="fork-status">
            {w.forked(`${fork.name} = ${fork.value}`)}{' '}
            <button type="button" className="small" onClick={() => onFork(undefined)} data-testid="unfork">
              {w.unfork}
            </button>
          </p>
        )}
        <form
          className="params fork-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="param">
            <label htmlFor={ids.param}>{w.param}</label>
            <select
              id={ids.param}
              value={name}
              data-testid="fork-param"
              onChange={(e) => {
                setName(e.target.value);
                setValue(all[e.target.value] ?? '');
                setError(null);
              }}
            >
              {offered.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className={`param${error ? ' is-invalid' : ''}`}>
            <label htmlFor={ids.value}>{w.value}</label>
            {spec.choices && spec.kind !== 'set' ? (
              <select id={ids.value} value={value} data-testid="fork-value" onChange={(e) => setValue(e.target.value)}>
                {spec.choices.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={ids.value}
                type="text"
                value={value}
                data-testid="fork-value"
                aria-invalid={error !== null}
                aria-describedby={error ? ids.error : undefined}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
            {error && (
              <p className="param-error" id={ids.error} data-testid="fork-error">
                {error}
              </p>
            )}
          </div>
          <button type="submit" data-testid="fork">
            {w.fork}
          </button>
        </form>
      </details>
      {scriptHref && (
        <p className="small open-as-script">
          <a href={scriptHref} data-testid="open-as-script">
            {w.asScript}
          </a>
        </p>
      )}
    </>
  );
}
