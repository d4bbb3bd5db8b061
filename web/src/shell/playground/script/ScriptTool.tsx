/**
 * The script tool: an experiment written as a short text
 * (`engine/src/script/`), checked by the engine as it is typed (every
 * error at its line and column, with a button that puts the cursor
 * there), completed word by word (the engine's `completions`), refused
 * before it runs when its runs would be over pagelab's budget, and run on
 * the lessons' own engine in a worker (the runs as one sweep: progress,
 * cancel), its runs' figures side by side with each one's change from
 * the first. The script rides in the link, deflated (`scriptLink.ts`),
 * saves as a .txt, and the same file runs in the CLI (`pagelab script`).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import { lessons as LESSONS } from 'virtual:pagelab/catalog';
import type { ToolProps } from '../tool';
import { ToolWorker } from '../../worker/toolClient';
import type { CompiledScript, Experiment, ScriptRequest, ScriptResponse } from '../../worker/scriptProtocol';
import { spawnScriptWorker } from '../../worker/spawnScript';
import { CancelledError, EngineConnection } from '../../worker/engineClient';
import { errorText } from '../../worker/stepEngine';
import { idleRun, runReducer } from '../../state/runState';
import { readableQuery } from '../../state/urlState';
import { exampleIds, loadExample, loadRules, ownExampleIds } from '../../lesson/registry';
import type { RuleWords } from '../../lesson/ruleText';
import type { Catalogue } from '../../../kit/i18n/words';
import { APP_WORDS, lessonTitle } from '../../app.i18n';
import { RunPanel } from '../../../kit/components/RunPanel';
import { useWords } from '../../../kit/i18n/words';
import { fmtInt, fmtNum, fmtPct } from '../../../kit/text/format';
import { downloadText } from '../../../kit/text/exportData';
import { SCRIPT_WORDS } from './script.i18n';
import { packScript, unpackScript } from './scriptLink';
import { figureRows } from './figureRows';
import { caretOf, selectAt } from '../../../kit/text/caret';
import { lessonOf, scriptErrorText } from './scriptErrors';
import './script.css';

/** What the tool starts with: a question no lesson asks as such. */
export const STARTER = `# Which key keeps 64 sessions inserting fastest?
lesson latch
set threads 64
set rows 500000
compare strategy identity sequential_key guid sequence_ranges
`;

/** A run's lesson page with its parameters: its stage, views, charts and article table. */
function stageHref(lesson: string, params: Record<string, string>): string {
  return readableQuery(new URLSearchParams({ lesson, ...params }));
}

interface Results {
  experiment: Experiment;
  figures: Array<Record<string, unknown> | undefined>;
}

/** A compile (under 0.1 s; its engine's first load a few tenths) unanswered this long is asked again of a fresh worker. */
const CHECK_STUCK_MS = 8_000;

export function ScriptTool({ settings, onSettings }: ToolProps) {
  const w = useWords(SCRIPT_WORDS);
  const app = useWords(APP_WORDS);
  const ids = { editor: useId(), grammar: useId(), errors: useId(), example: useId() };
  const [text, setText] = useState<string | null>(settings.s ? null : STARTER);
  const [notice, setNotice] = useState<string | null>(null);
  const [compiled, setCompiled] = useState<{ text: string; result: CompiledScript } | null>(null);
  const [caret, setCaret] = useState({ line: 1, column: 1 });
  const [suggested, setSuggested] = useState<string[]>([]);
  const [tooLong, setTooLong] = useState(false);
  const [example, setExample] = useState('');
  const [run, dispatch] = useReducer(runReducer, idleRun);
  const [results, setResults] = useState<Results | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // Where a completion puts the caret, once React has written its text:
  // in the commit, before anything else can select or type (from an
  // animation frame, it came after the next edit's select-all and
  // collapsed it, so that edit was typed after the completed word).
  const caretAfter = useRef<number | null>(null);
  useLayoutEffect(() => {
    const t = box.current;
    const to = caretAfter.current;
    if (!t || to === null || text === null) return;
    caretAfter.current = null;
    t.focus();
    t.setSelectionRange(to, to);
    setCaret(caretOf(text, to));
  }, [text]);
  const worker = useRef<ToolWorker<ScriptRequest, ScriptResponse> | null>(null);
  const conn = useRef<EngineConnection | null>(null);
  const job = useRef(0);
  const examples = useMemo(() => exampleIds(LESSONS.map((l) => l.id)), []);
  const ownExamples = useMemo(() => ownExampleIds(LESSONS.map((l) => l.id)), []);

  const engine = () => (worker.current ??= new ToolWorker<ScriptRequest, ScriptResponse>(spawnScriptWorker));
  useEffect(
    () => () => {
      worker.current?.terminate();
      conn.current?.terminate();
    },
    [],
  );

  // The link's script, read once.
  const linked = useRef(settings.s);
  useEffect(() => {
    const packed = linked.current;
    if (!packed) return;
    let live = true;
    void unpackScript(packed).then((t) => {
      if (!live) return;
      if (t === null) setNotice('bad');
      setText(t ?? STARTER);
    });
    return () => {
      live = false;
    };
  }, []);

  // Checked as typed (a pause of 150 ms), and kept in the link.
  useEffect(() => {
    if (text === null) return;
    let live = true;
    // A check that fails (the worker stopped, or answered with an error)
    // or that has no answer after CHECK_STUCK_MS (a worker that hangs;
    // the end-to-end failure first blamed on one was the completion's
    // caret, mended below) is asked again of a fresh worker, once: the
    // page must not say "checking" for ever.
    const check = (again: boolean) => {
      const tool = engine();
      let settled = false;
      const fresh = () => {
        tool.terminate();
        if (worker.current === tool) worker.current = null;
        check(false);
      };
      const stuck = again
        ? setTimeout(() => {
            if (live && !settled) fresh();
          }, CHECK_STUCK_MS)
        : undefined;
      void tool
        .call({ type: 'compile', text })
        .then((r) => {
          if (live && r.type === 'compiled') setCompiled({ text, result: r.result });
        })
        .catch((e: unknown) => {
          // Cancelled: the watchdog (or the page) stopped this worker itself.
          if (!live || !again || e instanceof CancelledError) return;
          fresh();
        })
        .finally(() => {
          settled = true;
          clearTimeout(stuck);
        });
    };
    const timer = setTimeout(() => {
      check(true);
      void packScript(text).then((packed) => {
        if (!live) return;
        setTooLong(packed === null);
        onSettings(packed === null ? {} : { s: packed });
      });
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, onSettings]);

  // The words to complete where the cursor stands.
  useEffect(() => {
    if (text === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void engine()
        .call({ type: 'complete', text, line: caret.line, column: caret.column })
        .then((r) => {
          if (live && r.type === 'completions') setSuggested(r.words.slice(0, 16));
        })
        .catch(() => undefined);
    }, 100);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, caret]);

  const onCaret = (e: SyntheticEvent<HTMLTextAreaElement>) => {
    const t = e.currentTarget;
    setCaret(caretOf(t.value, t.selectionStart));
  };
  const moveTo = (line: number, column: number) => {
    const t = box.current;
    if (!t || text === null) return;
    selectAt(t, line, column);
    setCaret({ line, column });
  };
  const complete = (word: string) => {
    const t = box.current;
    if (!t || text === null) return;
    const at = t.selectionStart;
    const start = at - (/[^\s=#]*$/.exec(text.slice(0, at))?.[0].length ?? 0);
    const next = `${text.slice(0, start)}${word} ${text.slice(at)}`;
    caretAfter.current = start + word.length + 1;
    setText(next);
  };
  const loadChosen = () => {
    const load = example ? loadExample(example) : null;
    if (!load) return;
    void load.then((t) => {
      setText(t);
      setResults(null);
    });
  };

  // The words of the rules of the script's lesson's scenario, once it names one.
  const scenario = lessonOf(text ?? '')?.scenario;
  const [rules, setRules] = useState<{ scenario: string; words: Catalogue<RuleWords> | undefined } | null>(null);
  useEffect(() => {
    if (!scenario) return;
    let live = true;
    void loadRules(scenario).then((words) => live && setRules({ scenario, words }));
    return () => {
      live = false;
    };
  }, [scenario]);

  const current = compiled && compiled.text === text ? compiled.result : null;
  const ready = current?.ok === 'true' ? current.experiment : null;
  const errors = current?.ok === 'false' ? current.errors : [];

  const cancel = () => {
    conn.current?.terminate();
    conn.current = null;
    dispatch({ type: 'cancel', job: job.current });
  };
  const start = async () => {
    if (!ready) return;
    conn.current?.terminate();
    const c = new EngineConnection();
    conn.current = c;
    const mine = ++job.current;
    const x = ready;
    setResults({ experiment: x, figures: x.runs.map(() => undefined) });
    dispatch({ type: 'start', job: mine });
    try {
      await c.call({ type: 'sweep', lesson: x.lesson, base: {}, points: x.runs.map((r) => r.params) }, (u) => {
        if (u.type === 'progress') dispatch({ type: 'progress', job: mine, done: u.done, total: u.total, label: u.label });
        if (u.type === 'point') {
          setResults((so) =>
            so && so.experiment === x
              ? { ...so, figures: so.figures.map((f, i) => (i === u.index ? (u.figures as unknown as Record<string, unknown>) : f)) }
              : so,
          );
        }
      });
      dispatch({ type: 'finish', job: mine });
    } catch (e: unknown) {
      if (!(e instanceof CancelledError)) dispatch({ type: 'fail', job: mine, message: errorText(e) });
    } finally {
      if (conn.current === c) {
        c.terminate();
        conn.current = null;
      }
    }
  };

  const rows = results ? figureRows(results.figures) : [];
  const seconds = ready ? Math.max(1, Math.ceil(ready.budget_ms / 1000)) : 0;
  return (
    <div className="script-tool">
      {notice && (
        <p className="notice" role="status">
          {w.badLink}
        </p>
      )}
      <div className="params script-editor">
        <label htmlFor={ids.editor}>{w.editorLabel}</label>
        <textarea
          id={ids.editor}
          ref={box}
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          value={text ?? ''}
          disabled={text === null}
          aria-describedby={`${ids.grammar}${errors.length > 0 ? ` ${ids.errors}` : ''}`}
          aria-invalid={errors.length > 0}
          data-testid="script-text"
          onChange={(e) => {
            setText(e.target.value);
            onCaret(e);
          }}
          onSelect={onCaret}
          onKeyUp={onCaret}
          onClick={onCaret}
        />
        <p className="hint" id={ids.grammar}>
          {w.grammar}
        </p>
        <p className="small script-caret" data-testid="script-caret">
          {w.caret(fmtInt(caret.line), fmtInt(caret.column))}
        </p>
        <div className="script-suggest small" data-testid="script-suggestions">
          {suggested.length > 0 ? (
            <>
              <span>{w.suggestions}</span>{' '}
              {suggested.map((s) => (
                <button key={s} type="button" className="small" onClick={() => complete(s)} data-testid={`suggest-${s}`}>
                  {s}
                </button>
              ))}
            </>
          ) : (
            <span className="muted">{w.noSuggestion}</span>
          )}
        </div>
        <p className="small script-examples">
          <label htmlFor={ids.example}>{w.examples}</label>{' '}
          <select id={ids.example} value={example} onChange={(e) => setExample(e.target.value)} data-testid="script-example">
            <option value="">{w.pickExample}</option>
            {examples.map((id) => (
              <option key={id} value={id}>
                {lessonTitle(app, id, LESSONS.find((l) => l.id === id)?.title ?? id)}
              </option>
            ))}
            {ownExamples.map((id) => (
              <option key={id} value={id}>
                {w.ownExample(id)}
              </option>
            ))}
          </select>{' '}
          <button type="button" className="small" disabled={!example} onClick={loadChosen} data-testid="script-load-example">
            {w.load}
          </button>
        </p>
      </div>
      <div aria-live="polite" className="script-status">
        {errors.length > 0 ? (
          <div className="error" id={ids.errors} data-testid="script-errors">
            <p>
              <strong>{w.errorsTitle(errors.length)}</strong>
            </p>
            <ul>
              {errors.slice(0, 12).map((e, i) => (
                <li key={i} data-testid="script-error">
                  {e.line > 0 ? w.errorAt(fmtInt(e.line), fmtInt(e.column)) : w.errorAll} {scriptErrorText(e, text ?? '', rules?.scenario === scenario ? rules?.words : undefined)}
                  {e.line > 0 && (
                    <>
                      {' '}
                      <button type="button" className="small" onClick={() => moveTo(e.line, e.column)}>
                        {w.show}
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="small" data-testid="script-ready">
            {ready ? w.ready(w.runCount(ready.runs.length), ready.lesson, w.seconds(fmtInt(seconds))) : w.checking}
          </p>
        )}
      </div>
      <section className="lesson-chart script-results" aria-labelledby="script-results-title">
        <h3 id="script-results-title">{w.resultsTitle}</h3>
        <p className="muted">{w.resultsIntro}</p>
        <RunPanel
          state={run}
          disabled={!ready}
          onRun={() => void start()}
          onCancel={cancel}
          runLabel={w.run}
          testIds={{ run: 'script-run', progress: 'script-progress', cancel: 'script-cancel' }}
        />
        {results && rows.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={w.tableLabel} data-testid="script-table">
            <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{w.figure}</th>
                {results.experiment.runs.map((r, i) => (
                  <th key={i} scope="col">
                    {r.label}
                    <br />
                    <a className="small" href={stageHref(results.experiment.lesson, r.params)} data-testid={`script-stage-${i}`}>
                      {w.onStage}
                    </a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">
                    <code>{row.name}</code>
                  </th>
                  {row.values.map((v, i) => (
                    <td key={i} data-testid={`script-${row.name}-${i}`} data-value={v}>
                      {v === undefined ? '…' : fmtNum(v)}
                      {row.change[i] !== null && (
                        <span className="script-change">
                          {' '}
                          {w.change(`${(row.change[i] ?? 0) > 0 ? '+' : ''}${fmtPct(row.change[i] ?? 0)}`)}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            </table>
          </div>
        )}
      </section>
      <p className="small script-share">
        {tooLong && <span className="notice">{w.linkTooLong} </span>}
        <button
          type="button"
          className="small"
          disabled={text === null}
          onClick={() => downloadText('experiment.txt', 'text/plain', text ?? '')}
          data-testid="script-save"
        >
          {w.save}
        </button>{' '}
        {w.cliLabel} <code data-testid="script-cli">pagelab script experiment.txt</code>
      </p>
    </div>
  );
}
