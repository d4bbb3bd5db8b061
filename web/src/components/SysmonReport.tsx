/** sp_sysmon's "Index Management" section, from a run's figures. */
import type { ArticleSysmon, Figures } from '../engine/types';
import { sysmonRows } from '../report/sysmon';
import { fmtInt } from '../text/format';

interface Props {
  figures: Figures;
  source: string;
  /** The article server's figures (from the engine's `article.rs`). */
  article: ArticleSysmon;
}

export function SysmonReport({ figures, source, article }: Props) {
  const perOp = article.nc_maint_for_rid_updates / article.rid_upd_from_clust_split;
  const rows = sysmonRows(figures);
  return (
    <figure className="sysmon" data-testid="sysmon-report">
      {/* Scrolls sideways in a narrow frame: focusable so the keyboard can scroll it. */}
      <div className="sysmon-scroll" tabIndex={0} role="region" aria-label={`sp_sysmon Index Management, ${source}`}>
        <table>
          <caption>
            Index Management <span className="muted">— {source}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">Nonclustered Maintenance</th>
              <th scope="col">per sec</th>
              <th scope="col">per xact</th>
              <th scope="col">count</th>
              <th scope="col">% of total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className={`indent-${r.indent}${r.indent === 0 ? ' section' : ''}`}>
                <th scope="row">{r.label}</th>
                <td>{r.perSec}</td>
                <td>{r.perXact}</td>
                <td>{r.count}</td>
                <td>{r.pctOfTotal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="muted small">
        Per sec uses the engine’s estimated time; per xact counts one transaction per day of{' '}
        <code>INSERT … SELECT</code>. On the article’s server: RID Upd from Clust Split {fmtInt(article.rid_upd_from_clust_split)}, with{' '}
        {fmtInt(article.nc_maint_for_rid_updates)} NC index maintenance operations (≈{Math.round(perOp)} per
        operation).
      </figcaption>
    </figure>
  );
}
