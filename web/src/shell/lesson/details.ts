/**
 * A lesson's catalogue entry comes in two parts: what the entry needs to
 * open any lesson (`virtual:pagelab/catalog-shell`: titles, parameters,
 * the article's name) and what only the page below the stage reads (its
 * presets, chart sweeps, the article's cases and columns: one chunk,
 * `virtual:pagelab/catalog-details`, loaded with the stage's first
 * picture). `withDetails` puts them back together.
 */
import { useEffect, useState } from 'react';
import type { LessonInfo } from '../engine/types';

export interface LessonDetails {
  presets: LessonInfo['presets'];
  sweeps: LessonInfo['sweeps'];
  cases: LessonInfo['article']['cases'];
  columns: LessonInfo['article']['columns'];
}

/** `info` whole again (as it is, without details). */
export function withDetails(info: LessonInfo, d: LessonDetails | undefined): LessonInfo {
  if (!d) return info;
  return { ...info, presets: d.presets, sweeps: d.sweeps, article: { ...info.article, cases: d.cases, columns: d.columns } };
}

type All = Record<string, LessonDetails>;
let loading: Promise<All> | null = null;

/** Every lesson's details, loaded once (a failed load is tried again next time). */
export function loadDetails(): Promise<All> {
  loading ??= import('virtual:pagelab/catalog-details').then(
    (m) => m.details,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The details of lesson `id` once `wanted` (null until loaded; a failed load is `failed`). */
export function useLessonDetails(id: string, wanted: boolean): LessonDetails | null | 'failed' {
  const [all, setAll] = useState<All | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted || all !== null) return;
    let live = true;
    loadDetails().then(
      (d) => live && setAll(d),
      () => live && setAll('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, all]);
  if (all === 'failed') return 'failed';
  return all?.[id] ?? null;
}
