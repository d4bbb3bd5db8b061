/**
 * Beside a buffer-pool run's figures (the first policy's): every policy's,
 * side by side on the same reference string, best hit ratio first marked.
 */
import type { BufferPoolFigures, PolicyFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { policyName } from './words';
import { useWords } from '../../kit/i18n/words';
import { SCENARIO_WORDS, type ScenarioWords } from './buffer_pool.i18n';

const COLUMNS: { key: keyof ScenarioWords['columns'] & keyof PolicyFigures; format: (x: number) => string }[] = [
  { key: 'hits', format: fmtInt },
  { key: 'misses', format: fmtInt },
  { key: 'hit_ratio', format: fmtPct },
  { key: 'evictions', format: fmtInt },
  { key: 'writes_eviction', format: fmtInt },
  { key: 'writes_checkpoint', format: fmtInt },
  { key: 'dirty_ratio', format: fmtPct },
];

export function PolicyReport({ figures }: FullExtrasProps) {
  const w = useWords(SCENARIO_WORDS);
  const f = figures as BufferPoolFigures;
  const rows = f.policies ?? [];
  if (rows.length === 0) return null;
  const fewest = Math.min(...rows.map((r) => r.misses));
  return (
    <section className="policy-report" data-testid="policy-report" aria-labelledby="policy-report-title">
      <h4 id="policy-report-title">{w.reportTitle(fmtInt(f.trace_length))}</h4>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={w.reportRegion}>
        <table className="data-table">
          <caption className="sr-only">{w.reportCaption(f.frames)}</caption>
          <thead>
            <tr>
              <th scope="col">{w.policy}</th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col">
                  {w.columns[c.key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.policy}>
                <th scope="row">
                  {policyName(r.policy)}
                  {r.misses === fewest && rows.length > 1 && <span className="badge">{w.fewest}</span>}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.key} data-testid={`policy-${r.policy}-${c.key}`}>
                    {c.format(r[c.key] as number)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
