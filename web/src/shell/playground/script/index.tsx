/** The playground's script tool (scenario-blind: a script names any lesson). */
import type { PlaygroundTool } from '../tool';
import { words } from '../../../kit/i18n/words';
import { SCRIPT_WORDS } from './script.i18n';
import { ScriptTool } from './ScriptTool';

export const tool: PlaygroundTool = {
  id: 'script',
  title: () => words(SCRIPT_WORDS).title,
  summary: () => words(SCRIPT_WORDS).summary,
  Component: ScriptTool,
};
