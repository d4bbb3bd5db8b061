/**
 * The view kinds of a buffer pool under a reference string (the
 * buffer_pool scenario): each pool's frames and the string under them.
 * Registered by the scenario's kit (`scenarios/buffer_pool`), so they load
 * with the lesson, not with the entry.
 */
import type { ViewOf } from '../../../shell/engine/types';
import type { ViewContext, ViewKinds } from '../../../shell/views/registry';
import { BufferFrames } from './BufferFrames';
import { ReferenceString } from './ReferenceString';
import { policyName } from '../words';
import { useWords } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';

/**
 * Height the frames may take: less when several pools share the stage
 * (their columns are narrow, and the first screen holds them all).
 */
const FRAMES_HEIGHT = { one: 280, several: 230 };

/** One pool's frames; at the end of a full run, one such view per pool. */
function BufferFramesView({ view, ctx }: { view: ViewOf<'buffer_frames'>; ctx: ViewContext }) {
  const w = useWords(VIEW_WORDS);
  return (
    <BufferFrames
      view={view}
      events={ctx.events}
      played={ctx.played}
      testId={ctx.mode === 'full' ? `${ctx.testId}-${view.policy}` : ctx.testId}
      name={ctx.mode === 'full' ? w.atEnd : ctx.name}
      maxHeight={ctx.compact ? FRAMES_HEIGHT.several : FRAMES_HEIGHT.one}
      title={
        ctx.mode === 'full' ? { text: w.poolAtEnd(policyName(view.policy)), level: ctx.headingLevel } : undefined
      }
    />
  );
}

function ReferenceStringView({ view, ctx }: { view: ViewOf<'reference_string'>; ctx: ViewContext }) {
  return <ReferenceString view={view} events={ctx.events} played={ctx.played} testId={`${ctx.testId}-string`} />;
}

export const BUFFER_VIEWS: ViewKinds = {
  buffer_frames: { main: BufferFramesView },
  reference_string: { main: ReferenceStringView },
};
