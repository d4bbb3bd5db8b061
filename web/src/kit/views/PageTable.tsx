/** The page view as a table (its text alternative). */
import { binning } from '../layout/pageStrips';
import type { ViewOf } from '../../shell/engine/types';

type PageStrip = ViewOf<'page_strip'>;
import { fmtInt, fmtPct0 } from '../text/format';
import { useWords } from '../i18n/words';
import { VIEW_WORDS } from './views.i18n';

const MAX_ROWS = 400;

export function PageTable({ pages, displaced, name }: { pages: PageStrip; displaced: Uint32Array; name?: string }) {
  const n = pages.fill.length;
  const { perBin, count } = binning(n, MAX_ROWS);
  const away = new Uint8Array(n);
  for (const i of displaced) away[i] = 1;
  const rows = Array.from({ length: count }, (_, b) => {
    const start = b * perBin;
    const end = Math.min(n, start + perBin);
    let fill = 0;
    let moved = 0;
    for (let i = start; i < end; i++) {
      fill += pages.fill[i];
      moved += away[i];
    }
    return { start, end, fill: fill / (end - start), moved };
  });
  const w = useWords(VIEW_WORDS);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={name ? w.tableRegionOf(name) : w.tableRegion}>
      <table className="data-table">
        <caption>
          {perBin === 1
            ? n === 1
              ? w.theOnePage
              : w.allInKeyOrder(w.dataPages(n, fmtInt(n)))
            : w.perRowInKeyOrder(w.dataPages(n, fmtInt(n)), fmtInt(perBin))}
        </caption>
        <thead>
          <tr>
            <th scope="col">{w.colKeyOrder}</th>
            <th scope="col">{perBin === 1 ? w.colPageNumber : w.colOutOfPlace}</th>
            <th scope="col">{perBin === 1 ? w.colRows : w.colPages}</th>
            <th scope="col">{w.colBytes}</th>
            <th scope="col">{w.colFirstInstrument}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.start}>
              <td>{perBin === 1 ? fmtInt(r.start + 1) : `${fmtInt(r.start + 1)}–${fmtInt(r.end)}`}</td>
              <td>
                {perBin === 1
                  ? `${pages.physical[r.start]}${r.moved ? w.outOfPlace : ''}`
                  : fmtInt(r.moved)}
              </td>
              <td>{perBin === 1 ? fmtInt(pages.rows[r.start]) : fmtInt(r.end - r.start)}</td>
              <td>{fmtPct0(r.fill)}</td>
              <td>{fmtInt(pages.group[r.start])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
