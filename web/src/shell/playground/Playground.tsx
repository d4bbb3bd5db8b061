/**
 * The playground page (`?playground=<id>`): the tools the scenarios offer
 * (found by the registry), the chosen one shown with its settings from the
 * link. Loaded only when opened: a lesson's first load carries none of it.
 */
import { useEffect, useMemo, useState } from 'react';
import { allToolIds, loadAnyTool } from './tools';
import type { PlaygroundTool, ToolProps } from './tool';
import { useWords } from '../../kit/i18n/words';
import { PLAYGROUND_WORDS } from './playground.i18n';
import type { UrlProblem } from '../state/urlState';

interface Props extends ToolProps {
  tool: string;
  /** What the link got wrong (the tool reports its own settings' problems). */
  problems: UrlProblem[];
  /** Another tool chosen (a new history entry). */
  onPick: (tool: string) => void;
}

export function Playground({ tool, settings, onSettings, problems, onPick }: Props) {
  const w = useWords(PLAYGROUND_WORDS);
  const load = useMemo(() => loadAnyTool(tool), [tool]);
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
  // The other tools, by their titles (each tool's module is small).
  const [others, setOthers] = useState<PlaygroundTool[]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all(allToolIds().map((id) => loadAnyTool(id)?.catch(() => null) ?? null)).then((all) => {
      if (live) setOthers(all.filter((t): t is PlaygroundTool => t !== null));
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="playground" aria-labelledby="playground-title" data-testid="playground">
      <h2 id="playground-title">
        {w.title}
        {loaded ? ` — ${loaded.title()}` : ''}
      </h2>
      {others.length > 1 && (
        <nav aria-label={w.tools} className="playground-tools">
          <ul className="lesson-links">
            {others.map((t) => (
              <li key={t.id}>
                <a
                  href={`?playground=${t.id}`}
                  aria-current={t.id === tool ? 'page' : undefined}
                  data-testid={`tool-link-${t.id}`}
                  onClick={(e) => {
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    onPick(t.id);
                  }}
                >
                  {t.title()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
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
          {w.noTool(tool, allToolIds().join(', '))}
        </p>
      )}
      {loaded && <loaded.Component settings={settings} onSettings={onSettings} />}
    </section>
  );
}
