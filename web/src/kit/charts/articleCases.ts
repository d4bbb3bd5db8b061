/**
 * What the article measured, case by case, with the engine parameters that
 * reproduce each case; the engine holds it once (`engine/src/scenario/<name>/article.rs`,
 * also behind `pagelab fidelity`). "Ours" comes from full-scale runs of
 * exactly these parameters over the lesson's defaults.
 */
import type { ArticleColumn, ArticleFigure, LessonInfo, Params } from '../../shell/engine/types';

/** One case as the lesson page uses it. */
export interface ArticleCase {
  id: string;
  label: string;
  params: Params;
  /** The article's figures by our figure name. */
  article: Record<string, ArticleFigure>;
  /** Group heading when a lesson lists several groups of cases. */
  group?: string;
}

export function articleCases(info: LessonInfo): ArticleCase[] {
  return info.article.cases.map((c) => ({
    id: c.id,
    label: c.label,
    group: c.group,
    params: Object.fromEntries(c.params),
    article: Object.fromEntries(c.figures.map((f) => [f.figure, f])),
  }));
}

/** The article's columns this lesson's cases give a figure for. */
export function articleColumns(info: LessonInfo): ArticleColumn[] {
  return info.article.columns.filter((col) => info.article.cases.some((c) => c.figures.some((f) => f.figure === col.figure)));
}

/** The article's measured values for the cases whose parameters include `match`. */
export function articleValues(info: LessonInfo, figure: string, match: Params): { params: Params; value: number }[] {
  return articleCases(info).flatMap((c) => {
    const f = c.article[figure];
    const fits = Object.entries(match).every(([k, v]) => c.params[k] === v);
    return f && fits ? [{ params: c.params, value: f.value }] : [];
  });
}
