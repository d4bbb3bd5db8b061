/**
 * Beside a buffer-pool run's figures (the first policy's): every policy's,
 * side by side on the same reference string, best hit ratio first marked.
 */
import type { BufferPoolFigures, PolicyFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { policyName } from './words';

const COLUMNS: { key: keyof PolicyFigures; label: string; format: (x: number) => string }[] = [
  { key: 'hits', label: 'Hits', format: fmtInt },
  { key: 'misses', label: 'Misses', format: fmtInt },
  { key: 'hit_ratio', label: 'Hit ratio', format: fmtPct },
  { key: 'evictions', label: 'Evictions', format: fmtInt },
  { key: 'writes_eviction', label: 'Written by an eviction', format: fmtInt },
  { key: 'writes_checkpoint', label: 'Written by a checkpoint', format: fmtInt },
  { key: 'dirty_ratio', label: 'Dirty at the end', format: fmtPct },
];

export function PolicyReport({ figures }: FullExtrasProps) {
  const f = figures as BufferPoolFigures;
  const rows = f.policies ?? [];
  if (rows.length === 0) return null;
  const fewest = Math.min(...rows.map((r) => r.misses));
  return (
    <section className="policy-report" data-testid="policy-report" aria-labelledby="policy-report-title">
      <h4 id="policy-report-title">Every policy on the same {fmtInt(f.trace_length)} references</h4>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Every policy’s figures">
        <table className="data-table">
          <caption className="sr-only">
            Each policy’s figures on the same reference string, {fmtInt(f.frames)} frames each
          </caption>
          <thead>
            <tr>
              <th scope="col">Policy</th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.policy}>
                <th scope="row">
                  {policyName(r.policy)}
                  {r.misses === fewest && rows.length > 1 && <span className="badge">fewest misses</span>}
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
