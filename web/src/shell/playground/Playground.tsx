/**
 * The playground page (`?playground=<id>`): the tools the scenarios offer
 * (found by the registry), the chosen one shown with its settings from the
 * link. Loaded only when opened: a lesson's first load carries none of it.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadTool, toolIds } from '../lesson/registry';
import type { PlaygroundTool, ToolProps } from './tool';
import { useWords } from '../../kit/i18n/words';
import { PLAYGROUND_WORDS } from './playground.i18n';
import type { UrlProblem } from '../state/urlState';

interface Props extends ToolProps {
  tool: string;
  /** What the link got wrong (the tool reports its own settings' problems). */
  problems: UrlProblem[];
}

export function Playground({ tool, settings, onSettings, problems }: Props) {
  const w = useWords(PLAYGROUND_WORDS);
  const load = useMemo(() => loadTool(tool), [tool]);
  // undefined: loading; null: no such tool (or its code failed to load).
  const [got, setGot] = useState<{ tool: string; module: PlaygroundTool | null } | null>(null);
  useEffect(() => {
    let live = true;
    void load?.then(
      (module) => live && setGot({ tool, module }),
      () => live && setGot({ tool, module: null }),
    );
    return () => {
      live = false;
    };
  }, [load, tool]);
  const loaded: PlaygroundTool | null | undefined = !load ? null : got?.tool === tool ? got.module : undefined;
  return (
    <section className="playground" aria-labelledby="playground-title" data-testid="playground">
      <h2 id="playground-title">
        {w.title}
        {loaded ? ` — ${loaded.title()}` : ''}
      </h2>
      <p className="lede">{loaded ? loaded.summary() : w.intro}</p>
      {problems.length > 0 && (
        <div className="notice" role="status">
          {problems.map((p, i) => (
            <p key={i}>{p.message}</p>
          ))}
        </div>
      )}
      {loaded === undefined && <p className="muted">{w.loading}</p>}
      {loaded === null && (
        <p className="notice" role="alert" data-testid="playground-unknown">
          {w.noTool(tool, toolIds().join(', '))}
        </p>
      )}
      {loaded && <loaded.Component settings={settings} onSettings={onSettings} />}
    </section>
  );
}
