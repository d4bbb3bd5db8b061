/**
 * Which parameters the step view runs. The lesson's small setup (its
 * `step_preset`) fills in what the user did not set, and the user's own
 * values run wherever they can:
 *
 * 1. As asked: the preset under the user's values.
 * 2. Where a preset value clashes with one the user set (a day of 1,000
 *    rows in the preset's 480-row table), the clashing preset values give
 *    way to the lesson's defaults, so an error never quotes a value the
 *    user did not set.
 * 3. Where the user's own value cannot run step by step but the preset's
 *    can (fragmentation's `rows=17000000`: 68 M requests, far past the step
 *    view's budget), the step view keeps its small setup for those
 *    parameters; the full run and the charts still use the user's (the
 *    stage says so: StepPlayer compares the frame's parameters with the
 *    user's). Without this, such a link showed an error where the picture
 *    belongs, and a valid full run never started.
 *
 * If none opens, the first error stands (it names the user's values).
 */
import type { ParamError, Params } from '../engine/types';

export function isParamErrors(e: unknown): e is ParamError[] {
  return (
    Array.isArray(e) &&
    e.every((x) => typeof x === 'object' && x !== null && 'param' in x && 'message' in x)
  );
}

/**
 * Open a step view with the first parameters that work, as above. `open`
 * builds the simulation (throws the engine's ParamError[] when it cannot).
 */
export function openStepView<T>(
  userParams: Params,
  preset: Readonly<Record<string, string>>,
  open: (params: Params) => T,
): { sim: T; params: Params } {
  const asked: Params = { ...preset, ...userParams };
  try {
    return { sim: open(asked), params: asked };
  } catch (first) {
    if (!isParamErrors(first)) throw first;
    const involved = new Set(first.flatMap((x) => [x.param, ...(x.related ?? [])]));
    const clash = Object.keys(asked).filter((k) => involved.has(k) && !Object.hasOwn(userParams, k));
    const tries: Params[] = [];
    if (clash.length > 0) tries.push(Object.fromEntries(Object.entries(asked).filter(([k]) => !clash.includes(k))));
    const tooBig = Object.keys(userParams).filter(
      (k) => involved.has(k) && Object.hasOwn(preset, k) && preset[k] !== userParams[k],
    );
    if (tooBig.length > 0) tries.push({ ...asked, ...Object.fromEntries(tooBig.map((k) => [k, preset[k]])) });
    for (const params of tries) {
      try {
        return { sim: open(params), params };
      } catch (e) {
        if (!isParamErrors(e)) throw e;
      }
    }
    throw first;
  }
}

/**
 * The user's values the step view did not run (step 3 above): each name
 * with the user's value and the one the step view kept, in the user's order.
 * A value that is the lesson's default is not the user's choice (a link may
 * spell out `rows=0`, "as far as the article's table grew"): the step view
 * keeps its small setup there as it does for every reader, unsaid.
 */
export function keptFromPreset(
  userParams: Params,
  ran: Params,
  defaults: Params = {},
): { name: string; yours: string; kept: string }[] {
  return Object.entries(userParams)
    .filter(([k, v]) => Object.hasOwn(ran, k) && ran[k] !== v && defaults[k] !== v)
    .map(([name, yours]) => ({ name, yours, kept: ran[name] }));
}
