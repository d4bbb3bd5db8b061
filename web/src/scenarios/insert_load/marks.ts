/** Pages to mark on the page strip for a step of an insert load. */
import type { ScenarioEvent } from '../../shell/engine/types';
import type { PageMark } from '../../kit/views/PageView';
import { HIGHLIGHT, HIGHLIGHT_DASH } from '../../kit/charts/colours';
import { words } from '../../kit/i18n/words';
import { STAGE_WORDS } from './stage.i18n';

export function marksOf(events: readonly ScenarioEvent[]): PageMark[] {
  const w = words(STAGE_WORDS);
  const marks: PageMark[] = [];
  for (const e of events) {
    if (e.kind === 'page_full' && !marks.some((m) => m.page === e.page)) {
      marks.push({ page: e.page, colour: HIGHLIGHT.full, dash: HIGHLIGHT_DASH.full, label: w.markFull(`${e.page}`) });
    }
    if (e.kind === 'allocate' && e.level === 0) {
      marks.push({ page: e.page, colour: HIGHLIGHT.fresh, dash: HIGHLIGHT_DASH.fresh, label: w.markNew(`${e.page}`) });
    }
  }
  const ins = events.find((e) => e.kind === 'insert_row' || e.kind === 'append');
  if (ins && (ins.kind === 'insert_row' || ins.kind === 'append') && !marks.some((m) => m.page === ins.page)) {
    marks.push({ page: ins.page, colour: HIGHLIGHT.target, dash: HIGHLIGHT_DASH.target, label: w.markTarget(`${ins.page}`) });
  }
  return marks;
}
