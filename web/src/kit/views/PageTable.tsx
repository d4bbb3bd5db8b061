/** The page view as a table (its text alternative). */
import { binning } from '../layout/pageStrips';
import type { ViewOf } from '../../shell/engine/types';

type PageStrip = ViewOf<'page_strip'>;
import { countText, fmtInt, fmtPct0 } from '../text/format';

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
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={name ? `Data pages as a table: ${name}` : 'Data pages as a table'}>
      <table className="data-table">
        <caption>
          {perBin === 1
            ? n === 1
              ? 'The one data page.'
              : `All ${countText(n, 'data page')} in key order.`
            : `${countText(n, 'data page')} in key order, ${fmtInt(perBin)} to a row.`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Key order</th>
            <th scope="col">{perBin === 1 ? 'Page number' : 'Pages out of place'}</th>
            <th scope="col">{perBin === 1 ? 'Rows' : 'Pages'}</th>
            <th scope="col">Bytes used</th>
            <th scope="col">First instrument</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.start}>
              <td>{perBin === 1 ? fmtInt(r.start + 1) : `${fmtInt(r.start + 1)}–${fmtInt(r.end)}`}</td>
              <td>
                {perBin === 1
                  ? `${pages.physical[r.start]}${r.moved ? ' (out of place in the file)' : ''}`
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
