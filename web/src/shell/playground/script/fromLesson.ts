/**
 * A lesson's run as an experiment script, for the lesson page's "Open as
 * a script": the parameters the reader set (the rest are the lesson's
 * defaults, which `lesson <id>` brings), and a forked run as a second run
 * with its one change.
 */
import type { Params } from '../../engine/types';
import type { Fork } from '../../state/urlState';

export function scriptOf(lesson: string, params: Params, fork?: Fork): string {
  const lines = [`# ${lesson}: the run as set on its page`, `lesson ${lesson}`];
  for (const [name, value] of Object.entries(params)) if (value !== '') lines.push(`set ${name} ${value}`);
  if (fork) {
    lines.push('run yours', `set ${fork.name} ${fork.value}`, `run ${fork.name} = ${fork.value}`);
  } else {
    lines.push('run');
  }
  return `${lines.join('\n')}\n`;
}
