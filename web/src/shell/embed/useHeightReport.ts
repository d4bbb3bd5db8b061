/** Height reports (heightReport.ts) while an embedded lesson view is on screen. */
import { useEffect } from 'react';
import { heightReports } from './heightReport';

/** `what` is null until the lesson is known (and outside embed mode): nothing is sent. */
export function useHeightReport(what: { lesson: string; view: string } | null): void {
  const lesson = what?.lesson;
  const view = what?.view;
  useEffect(() => {
    if (lesson === undefined || view === undefined) return;
    return heightReports(window, lesson, view);
  }, [lesson, view]);
}
