/** sp_sysmon's "Index Management" and "Transaction Management" sections, from a run's figures. */
import type { ArticleSysmon, InsertLoadFigures as Figures } from '../../shell/engine/types';
import { type SysmonRow, sysmonRows, transactionRows } from './sysmon';
import { fmtInt } from '../../kit/text/format';
import { useWords } from '../../kit/i18n/words';
import { CHART_WORDS } from './charts/charts.i18n';

interface Props {
  figures: Figures;
  source: string;
  /** The article server's figures (from the engine's `catalog/sybase.rs`). */
  article: ArticleSysmon;
}

interface SectionProps {
  title: string;
  /** The first column's heading, as sp_sysmon prints it above the counters. */
  heading: string;
  source: string;
  rows: SysmonRow[];
}

function SysmonSection({ title, heading, source, rows }: SectionProps) {
  const w = useWords(CHART_WORDS).sysmon;
  return (
    // Scrolls sideways in a narrow frame: focusable so the keyboard can scroll
    // it, with a hint (and a shadow at the edge) on a narrow screen.
    <div className="sysmon-scroll" tabIndex={0} role="region" aria-label={`sp_sysmon ${title}, ${source}`}>
      <p className="scroll-hint" aria-hidden="true">
        {w.scroll}
      </p>
      <table>
        <caption>
          {title} <span className="muted">— {source}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
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
  );
}

export function SysmonReport({ figures, source, article }: Props) {
  const w = useWords(CHART_WORDS).sysmon;
  const perOp = article.nc_maint_for_rid_updates / article.rid_upd_from_clust_split;
  return (
    <figure className="sysmon" data-testid="sysmon-report">
      <SysmonSection
        title="Index Management"
        heading="Nonclustered Maintenance"
        source={source}
        rows={sysmonRows(figures)}
      />
      <SysmonSection
        title="Transaction Management"
        heading="ULC Flushes to Xact Log"
        source={source}
        rows={transactionRows(figures)}
      />
      <figcaption className="muted small">
        {w.captionBefore}
        <code>INSERT … SELECT</code>
        {w.captionAfter(
          fmtInt(figures.forced_log_flushes),
          fmtInt(article.rid_upd_from_clust_split),
          fmtInt(article.nc_maint_for_rid_updates),
          `${Math.round(perOp)}`,
        )}
      </figcaption>
    </figure>
  );
}
