/**
 * The engine's texts about a lesson (its summary, parameters, presets, the
 * article's setup, notes, columns and cases) are English: the engine names
 * things, the page speaks. A lesson's module may give them in French and
 * Russian (`texts`, a catalogue in its `texts.i18n.ts`, English empty: the
 * engine's); `localInfo` lays them over the engine's, text by text, so a
 * text not translated yet stays English rather than vanishing.
 */
import type { LessonInfo } from '../engine/types';

export interface EngineTexts {
  summary?: string;
  question?: string;
  part?: string;
  /** Parameter name → its description. */
  params?: Record<string, string>;
  /** Preset id → its label and description. */
  presets?: Record<string, { label: string; description: string }>;
  /** A chart's sweep id → what the engine judges it by (its claim). */
  claims?: Record<string, string>;
  article?: {
    /** Who measured it ("SQL Server 2014", "Any pool (the textbook)"). */
    engine?: string;
    setup?: string;
    note?: string;
    /** A column's figure → its label. */
    columns?: Record<string, string>;
    /** A case's id → its label. */
    cases?: Record<string, string>;
    /** A group of cases (its English name) → its name. */
    groups?: Record<string, string>;
    /** `case id/figure` → why ours differs (the figure's note). */
    notes?: Record<string, string>;
  };
}

export function localInfo(info: LessonInfo, t: EngineTexts | undefined): LessonInfo {
  if (!t) return info;
  const a = t.article;
  return {
    ...info,
    summary: t.summary ?? info.summary,
    question: t.question ?? info.question,
    part: t.part ?? info.part,
    params: info.params.map((p) => ({ ...p, description: t.params?.[p.name] ?? p.description })),
    presets: info.presets.map((p) => ({ ...p, ...t.presets?.[p.id] })),
    sweeps: info.sweeps.map((w) => ({ ...w, claim: (w.claim !== null && t.claims?.[w.id]) || w.claim })),
    article: a
      ? {
          ...info.article,
          engine: a.engine ?? info.article.engine,
          setup: a.setup ?? info.article.setup,
          note: a.note ?? info.article.note,
          columns: info.article.columns.map((c) => ({ ...c, label: a.columns?.[c.figure] ?? c.label })),
          cases: info.article.cases.map((c) => ({
            ...c,
            label: a.cases?.[c.id] ?? c.label,
            group: a.groups?.[c.group] ?? c.group,
            figures: c.figures.map((f) => ({ ...f, note: (f.note && a.notes?.[`${c.id}/${f.figure}`]) ?? f.note })),
          })),
        }
      : info.article,
  };
}
