/**
 * A lesson's parameters: what the user typed (drafts), what is committed
 * (valid, drives the simulations and the URL), and the errors to show next
 * to each control. Quick checks run here; the engine's validate() (in the
 * worker) decides, including rules across parameters.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LessonInfo, ParamError, Params } from '../engine/types';
import { checkParam, effectiveParams, withParam } from '../state/params';
import type { UrlProblem } from '../state/urlState';
import { catalogEngine, errorText } from '../worker/stepEngine';
import { useWords, type Catalogue } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';
import { refusalText, type RuleWords } from './ruleText';

function omit<T>(o: Record<string, T>, key: string): Record<string, T> {
  if (!(key in o)) return o;
  const rest = { ...o };
  delete rest[key];
  return rest;
}

export interface LessonParams {
  params: Params;
  /**
   * Set while the committed parameters (from a link) cannot run together:
   * what the engine said, in one sentence. The step view and the full run
   * both wait for a fix instead of failing one after the other.
   */
  conflict: string | null;
  /** The parameters `conflict` involves. */
  conflictParams: string[];
  /**
   * True while the engine checks the link's values on arrival: until it
   * answers, `conflict` is not known, and a run started meanwhile (a
   * chart's sweep, once the step view has failed on the same values)
   * would fail in the engine's words instead of waiting for the fix.
   */
  checking: boolean;
  /** Text of each control. */
  shown: Record<string, string>;
  errors: Record<string, string[]>;
  change: (name: string, text: string) => void;
  reset: () => void;
  /** Set several values at once (e.g. a click on the chart), validated. */
  apply: (patch: Params) => void;
  /**
   * What the engine says of the committed values with `patch` over them:
   * null if they can run, else why not (one sentence a refusal). Changes
   * nothing: an embed's `set` asks before it applies.
   */
  check: (patch: Params) => Promise<string | null>;
}

export function useLessonParams(
  info: LessonInfo,
  initial: Params,
  problems: UrlProblem[],
  rules?: Catalogue<RuleWords>,
): LessonParams {
  const lw = useWords(LESSON_WORDS);
  const specs = info.params;
  const [params, setParams] = useState<Params>(initial);
  const committed = useRef(params);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const draftsRef = useRef(drafts);
  const [local, setLocal] = useState<Record<string, string>>(() =>
    Object.fromEntries(problems.filter((p) => specs.some((s) => s.name === p.field)).map((p) => [p.field, p.message])),
  );
  const [engineErrors, setEngineErrors] = useState<ParamError[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [checking, setChecking] = useState(() => Object.keys(initial).length > 0);
  const seq = useRef(0);
  // The latest check whose set was committed.
  const committedSeq = useRef(0);

  // A link may carry values that are each valid but not together
  // (row_bytes=8000 on 2 KB pages): ask the engine once, on arrival.
  const checkedInitial = useRef(false);
  useEffect(() => {
    if (checkedInitial.current) return;
    checkedInitial.current = true;
    if (Object.keys(initial).length === 0) return;
    const n = ++seq.current;
    catalogEngine()
      .call({ type: 'validate', lesson: info.id, params: initial })
      .then(
        (res) => {
          setChecking(false);
          if (n !== seq.current || res.errors.length === 0) return;
          setEngineErrors(res.errors);
          setConflict(res.errors.map((e) => capitalise(refusalText(e, rules))).join(' '));
        },
        () => setChecking(false),
      );
    // `rules` are the lesson's words, fixed while the lesson is open (a new language remounts it).
  }, [info.id, initial, rules]);

  const setDraftsBoth = useCallback((d: Record<string, string>) => {
    draftsRef.current = d;
    setDrafts(d);
  }, []);

  // `validateDrafts`, for its own answers to call again (set below).
  const revalidate = useRef<() => void>(() => undefined);
  /**
   * Validate committed values plus every draft that passes the quick
   * check; commit them all if the engine agrees.
   */
  const validateDrafts = useCallback(() => {
    const base = committed.current;
    let candidate = base;
    const passing: string[] = [];
    for (const [k, v] of Object.entries(draftsRef.current)) {
      const spec = specs.find((s) => s.name === k);
      const c = spec ? checkParam(spec, v) : null;
      if (c?.ok) {
        candidate = withParam(specs, candidate, k, c.value, info.step_preset);
        passing.push(k);
      }
    }
    const n = ++seq.current;
    catalogEngine()
      .call({ type: 'validate', lesson: info.id, params: candidate })
      .then(
        (res) => {
          const latest = n === seq.current;
          // A newer set was committed while this one was checked: this one
          // was built on the set before it, and committing it would take
          // back what the newer one changed (on a busy machine: a policy
          // ticked, then an eighth refused at once, whose check, sent with
          // the committed set of the moment, came back after the seventh's
          // and undid it). The latest check is made again on the newer set.
          if (committed.current !== base) {
            if (latest) revalidate.current();
            return;
          }
          // A valid set answered after the reader changed it again still
          // commits (the worker answers in order): the link and the runs
          // keep the last good set even when the next one is refused before
          // this answer came (a busy machine). Its drafts and errors are the
          // latest answer's to say.
          if (res.errors.length === 0 && n > committedSeq.current) {
            committedSeq.current = n;
            committed.current = candidate;
            setParams(candidate);
            if (latest) {
              setConflict(null);
              setDraftsBoth(passing.reduce((acc, k) => omit(acc, k), draftsRef.current));
            }
          }
          if (latest) setEngineErrors(res.errors);
        },
        (e: unknown) => {
          if (n === seq.current) setLocal((l) => ({ ...l, '': lw.couldNotCheck(errorText(e)) }));
        },
      );
  }, [info.id, info.step_preset, specs, setDraftsBoth, lw]);
  useEffect(() => {
    revalidate.current = validateDrafts;
  }, [validateDrafts]);

  const change = useCallback(
    (name: string, text: string) => {
      const spec = specs.find((s) => s.name === name);
      if (!spec) return;
      setDraftsBoth({ ...draftsRef.current, [name]: text });
      const c = checkParam(spec, text);
      setLocal((l) => (c.ok ? omit(omit(l, name), '') : { ...l, [name]: c.message }));
      validateDrafts();
    },
    [specs, validateDrafts, setDraftsBoth],
  );

  const apply = useCallback(
    (patch: Params) => {
      setDraftsBoth({ ...draftsRef.current, ...patch });
      setLocal((l) => Object.keys(patch).reduce((acc, k) => omit(acc, k), l));
      validateDrafts();
    },
    [validateDrafts, setDraftsBoth],
  );

  const check = useCallback(
    (patch: Params): Promise<string | null> => {
      let candidate = committed.current;
      for (const [k, v] of Object.entries(patch)) {
        const spec = specs.find((sp) => sp.name === k);
        const c = spec ? checkParam(spec, v) : null;
        if (c?.ok) candidate = withParam(specs, candidate, k, c.value, info.step_preset);
      }
      return catalogEngine()
        .call({ type: 'validate', lesson: info.id, params: candidate })
        .then(
          (res) => (res.errors.length === 0 ? null : res.errors.map((e) => capitalise(refusalText(e, rules))).join(' ')),
          (e: unknown) => lw.couldNotCheck(errorText(e)),
        );
    },
    [specs, info.id, info.step_preset, rules, lw],
  );

  const reset = useCallback(() => {
    seq.current++;
    committed.current = {};
    setParams({});
    setDraftsBoth({});
    setLocal({});
    setEngineErrors([]);
    setConflict(null);
  }, [setDraftsBoth]);

  const shown = { ...effectiveParams(specs, params), ...drafts };
  const errors: Record<string, string[]> = {};
  const add = (k: string, m: string) => (errors[k] = [...(errors[k] ?? []), m]);
  for (const [k, m] of Object.entries(local)) add(k, m);
  for (const e of engineErrors) {
    const known = specs.some((s) => s.name === e.param);
    const text = refusalText(e, rules);
    add(known ? e.param : '', known ? capitalise(text) : `${e.param}: ${text}`);
    // A rule across parameters marks every control it involves.
    for (const r of e.related ?? []) {
      if (specs.some((s) => s.name === r)) add(r, lw.conflictsWith(e.param));
    }
  }
  // The parameters a link's refusal involves (for a short "see beside them").
  const conflictParams = conflict === null ? [] : [...new Set(engineErrors.flatMap((e) => [e.param, ...(e.related ?? [])]))];
  return { params, conflict, conflictParams, checking, shown, errors, change, reset, apply, check };
}

function capitalise(s: string): string {
  const t = s.charAt(0).toUpperCase() + s.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
