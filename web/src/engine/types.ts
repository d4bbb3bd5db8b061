/**
 * Types that cross the engine boundary. They are generated from Rust by
 * wasm-bindgen + tsify into `../wasm-pkg/pagelab.d.ts`; this module only
 * re-exports them (and names a few narrowings), it never re-declares them.
 */
import type {
  ArticleCase,
  ArticleSysmon,
  DayFigures,
  Figures,
  LessonInfo,
  ParamError,
  ParamSpec,
  RowKey,
  SimEvent,
  StepResult,
} from '../wasm-pkg/pagelab';

export type {
  ArticleCase,
  ArticleSysmon,
  DayFigures,
  Figures,
  LessonInfo,
  ParamError,
  ParamSpec,
  RowKey,
  SimEvent,
  StepResult,
};

/** One event kind, e.g. `EventOf<'page_full'>`. */
export type EventOf<K extends SimEvent['kind']> = Extract<SimEvent, { kind: K }>;

/** Parameter values as the engine takes them: every value is a string. */
export type Params = Record<string, string>;

/** Numeric figures only (drops the `log_records_by_kind` map). */
export type FigureName = {
  [K in keyof Figures]: Figures[K] extends number ? K : never;
}[keyof Figures];
