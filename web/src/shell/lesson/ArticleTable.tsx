/**
 * The article's figures beside ours, case by case, in the article's columns.
 * Where ours lies beyond the article's run-to-run spread, its cell carries a
 * footnote marker; the notes under the table say why, each with a link to
 * its section of the fidelity notes (docs/fidelity.md, shown in a dialog).
 */
import type { ArticleColumn, LessonInfo, Params, ScenarioFigures } from '../engine/types';
import { figureOf } from '../engine/types';
import { NoteRef, WhyOursDiffers } from '../docs/WhyOursDiffers';
import { footnotesFor, type NoteCell } from '../docs/footnotes';
import { fmtInt, fmtNum, fmtPct0 } from '../../kit/text/format';
import { articleCases, articleColumns } from '../../kit/charts/articleCases';
import { downloadCsv } from '../../kit/text/exportData';
import { useWords } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';
import { BELOW_WORDS } from './below.i18n';

interface Props {
  info: LessonInfo;
  lookup: (p: Params) => ScenarioFigures | undefined;
  running: boolean;
}

/** A figure as the table prints it (rates with decimals when small). */
function show(col: ArticleColumn, v: number): string {
  if (!Number.isFinite(v)) return '—';
  if (col.relative_to_first) return `${v >= 0 ? '+' : '−'}${fmtPct0(Math.abs(v) / 100)}`;
  if (col.percent) return fmtPct0(v);
  return Number.isInteger(v) ? fmtInt(v) : fmtNum(v);
}

/** A cell's key: its case and figure. */
const cellKey = (caseId: string, figure: string) => `${caseId}/${figure}`;

export function ArticleTable({ info, lookup, running }: Props) {
  const cases = articleCases(info);
  const columns = articleColumns(info);
  const base = cases.length ? lookup(cases[0].params) : undefined;
  const pending = running ? '…' : '—';
  /** Ours as the table shows and compares it: undefined while not run, NaN when there is none. */
  const oursOf = (f: ScenarioFigures | undefined, col: ArticleColumn): number | undefined => {
    if (!f) return undefined;
    const v = figureOf(f, col.figure);
    if (!col.relative_to_first) return v;
    const b = base ? figureOf(base, col.figure) : Number.NaN;
    return b > 0 ? 100 * (v / b - 1) : Number.NaN;
  };
  const ours = (v: number | undefined, col: ArticleColumn): string => (v === undefined ? pending : show(col, v));

  const figures = cases.map((c) => lookup(c.params));
  const cells: NoteCell[] = cases.flatMap((c, i) =>
    columns.flatMap((col) => {
      const a = c.article[col.figure];
      return a ? [{ key: cellKey(c.id, col.figure), article: a.value, ours: oursOf(figures[i], col), note: a.note, doc: a.doc }] : [];
    }),
  );
  // Only cells whose ours is known can carry a note: they come as the runs land.
  const { marks, notes } = footnotesFor(cells, info.article.spread);

  // The table as a spreadsheet takes it: each case's row, each column's article and ours.
  const w = { ...useWords(LESSON_WORDS), ...useWords(BELOW_WORDS) };
  // Ours to five significant digits, as a table of measurements reads
  // (the article's own figures have three or four).
  const tidy = (o: number) => (Number.isFinite(o) ? Number(o.toPrecision(5)) : o);
  const csvRows = () => [
    [w.groupCol, w.caseCol, ...columns.flatMap((col) => [`${col.label}: ${w.articleCol}`, `${col.label}: ${w.oursCol}`])],
    ...cases.map((c, i) => [
      c.group ?? '',
      c.label,
      ...columns.flatMap((col) => {
        const a = c.article[col.figure];
        const o = a ? oursOf(figures[i], col) : undefined;
        return [a ? a.value : '', o === undefined ? '' : tidy(o)];
      }),
    ]),
  ];
  const caption = `${w.articleCaption(info.article.engine, info.article.setup)} ${info.article.note}`;

  return (
    <>
      {/* The caption shown above the scroll box, not in it: a table's
          caption is as wide as the table, and on a phone it scrolled
          sideways with it, each line cut at both edges. The caption itself
          stays, for screen readers. */}
      <p className="table-caption" aria-hidden="true">
        {caption}
      </p>
      <div className="table-scroll article-scroll" tabIndex={0} role="region" aria-label={w.articleRegion}>
        <table className="data-table article-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {w.caseCol}
              </th>
              {columns.map((c) => (
                <th key={c.figure} scope="colgroup" colSpan={2}>
                  {c.label}
                </th>
              ))}
            </tr>
            <tr>
              {columns.map((c) => [
                <th key={`${c.figure}a`} scope="col" className="article-col">
                  {w.articleCol}
                </th>,
                <th key={`${c.figure}o`} scope="col">
                  {w.oursCol}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {cases.flatMap((c, i) => {
              const f = figures[i];
              const rows = [];
              if (c.group && c.group !== cases[i - 1]?.group) {
                rows.push(
                  <tr key={`g-${c.group}`} className="group-row">
                    <th scope="rowgroup" colSpan={1 + 2 * columns.length}>
                      <span className="sticky-label">{c.group}</span>
                    </th>
                  </tr>,
                );
              }
              rows.push(
                <tr key={c.id}>
                  <th scope="row">{c.label}</th>
                  {columns.map((col) => {
                    const a = c.article[col.figure];
                    const n = marks.get(cellKey(c.id, col.figure));
                    return [
                      <td key={`${col.figure}a`} className="article-col">
                        {a ? show(col, a.value) : '—'}
                      </td>,
                      <td key={`${col.figure}o`} title={a?.note ?? undefined}>
                        {/* Ours only beside a figure of theirs: a figure the case
                            does not claim (a week's rows read off an 11 M-row run)
                            would be a second "ours" for one figure. */}
                        {a ? ours(oursOf(f, col), col) : '—'}
                        {n !== undefined && (
                          <NoteRef prefix={`article-note-${info.id}`} n={n} testId={`article-note-ref-${c.id}-${col.figure}`} />
                        )}
                      </td>,
                    ];
                  })}
                </tr>,
              );
              return rows;
            })}
          </tbody>
        </table>
      </div>
      <p className="small export-links">
        <button
          type="button"
          className="small"
          data-testid="export-article-csv"
          onClick={() => downloadCsv(`pagelab-${info.id}-article.csv`, csvRows())}
        >
          {w.downloadTable}
        </button>
      </p>
      <WhyOursDiffers prefix={`article-note-${info.id}`} notes={notes} spread={info.article.spread} testId="article-note" />
    </>
  );
}
