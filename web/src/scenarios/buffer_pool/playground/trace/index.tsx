/** The buffer pool's playground tool: your own page-reference trace through every policy. */
import type { PlaygroundTool } from '../../../../shell/playground/tool';
import { words } from '../../../../kit/i18n/words';
import { TRACE_WORDS } from './trace.i18n';
import { TraceTool } from './TraceTool';
import './trace.css';

export const tool: PlaygroundTool = {
  id: 'trace',
  title: () => words(TRACE_WORDS).title,
  summary: () => words(TRACE_WORDS).summary,
  Component: TraceTool,
};
