/**
 * What the article measured (Sybase ASE 15.0.2, APL table, 2 KB pages,
 * 10,000 rows inserted into 4.5 M), case by case, with the engine
 * parameters that reproduce each case. "Ours" comes from full-scale runs
 * of exactly these parameters over the lesson's defaults.
 */
import type { ArticleCase as EngineCase, LessonInfo, Params } from '../engine/types';
import { fmtInt } from '../text/format';

/** The article's figures as the table prints them. */
export interface ArticleValues {
  rows_per_sec?: string;
  page_splits?: string;
  log_writes?: string;
  space?: string;
}

/** One case as the lesson page uses it. */
export interface ArticleCase {
  id: string;
  label: string;
  params: Params;
  article: ArticleValues;
  /** Group heading when a lesson lists several groups of cases. */
  group?: string;
}

const show = (v: number | undefined) => (v === undefined || v === null ? undefined : fmtInt(v));

/**
 * The lesson's cases, from the engine (`engine/src/article.rs` holds the
 * article's figures once, for this table and for `pagelab fidelity`).
 */
export function articleCases(info: LessonInfo): ArticleCase[] {
  return info.cases.map((c: EngineCase) => ({
    id: c.id,
    label: c.label,
    group: c.group,
    params: Object.fromEntries(c.params),
    article: {
      rows_per_sec: show(c.rows_per_sec),
      page_splits: show(c.page_splits),
      log_writes: show(c.log_writes),
      space:
        c.extra_space_pct === undefined || c.extra_space_pct === null ? undefined : `≈ +${c.extra_space_pct}%`,
    },
  }));
}

