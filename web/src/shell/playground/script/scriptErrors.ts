/**
 * A script's error in the page's language: the engine gives each one a
 * `kind` and its `values` (`engine/src/script/`), said here by
 * `script.i18n.ts`; a parameter's value is checked again by the page's
 * own (translated) check, and only a rule across parameters, which the
 * engine alone knows, keeps the engine's English.
 */
import { lessons as LESSONS } from 'virtual:pagelab/catalog';
import type { ScriptError } from '../../worker/scriptProtocol';
import type { ParamSpec } from '../../engine/types';
import { checkParam } from '../../state/params';
import { words } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';
import { SCRIPT_WORDS } from './script.i18n';
import { refusalText, type RuleWords } from '../../lesson/ruleText';
import type { Catalogue } from '../../../kit/i18n/words';

/** The lesson a script names on its `lesson` line, if the catalogue has it. */
export function lessonOf(text: string) {
  const m = /^\s*lesson\s+(\S+)/im.exec(text);
  return m ? LESSONS.find((l) => l.id === m[1]) : undefined;
}

const num = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? fmtInt(Number(v)) : (v ?? ''));

/**
 * `rules`: the words of the rules across parameters of the script's
 * lesson's scenario (`registry.loadRules`), when loaded.
 */
export function scriptErrorText(e: ScriptError, text: string, rules?: Catalogue<RuleWords>): string {
  const w = words(SCRIPT_WORDS).errors;
  const v = e.values;
  switch (e.kind) {
    case 'param': {
      if (e.rule) return refusalText({ param: v[0] ?? '', message: e.message, rule: e.rule }, rules);
      const spec = lessonOf(text)?.params.find((p: ParamSpec) => p.name === v[0]);
      const c = spec && v[1] !== undefined ? checkParam(spec, v[1]) : null;
      return c && !c.ok ? `${v[0]}: ${c.message}` : e.message;
    }
    case 'unknown_lesson':
      return w.unknownLesson(v[0] ?? '', v[1] ?? '', LESSONS.map((l) => l.id).join(', '));
    case 'unknown_param':
      return w.unknownParam(v[0] ?? '', v[1] ?? '', v[2] ?? '');
    case 'unknown_preset':
      return w.unknownPreset(v[0] ?? '', v[1] ?? '');
    case 'unknown_word':
      return w.unknownWord(v[0] ?? '', v[1] ?? '');
    case 'missing':
      return w.missing(v[0] ?? '', v[1] ?? '');
    case 'extra':
      return w.extra(v[0] ?? '');
    case 'too_many_runs':
      return w.tooManyRuns(num(v[0]));
    case 'budget_time':
      return w.budgetTime(num(v[0]), num(v[1]));
    case 'too_long':
      return w.tooLong(num(v[0]));
    case 'no_lesson':
      return w.noLesson;
    case 'second_lesson':
      return w.secondLesson;
    case 'empty':
      return w.empty;
    case 'workload':
      // The statement's own error, said by the scenario's rules.
      return e.rule ? refusalText({ param: 'statements', message: e.message, rule: e.rule }, rules) : e.message;
    case 'no_workload':
      return w.noWorkload(v[0] ?? '', v[1] ?? '');
    case 'repeat_open':
      return w.repeatOpen;
    case 'end_without_repeat':
      return w.endWithoutRepeat;
    case 'empty_repeat':
      return w.emptyRepeat;
    case 'work_after_run':
      return w.workAfterRun;
    default:
      return e.message;
  }
}
