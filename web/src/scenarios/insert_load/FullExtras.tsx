/**
 * Beside an insert load's full-scale figures: the sp_sysmon-style report
 * (with the article server's own beside it) and what each day of inserts
 * did, or, for a one-day run of a lesson that has days, an offer to insert
 * more (when to rebuild).
 */
import type { DayFigures, InsertLoadFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { DayByDayChart } from './charts/DayByDayChart';
import { SysmonReport } from './SysmonReport';
import { useWords } from '../../kit/i18n/words';
import { CHART_WORDS } from './charts/charts.i18n';

/** Days the hint's button asks for. */
export const MORE_DAYS = 5;

export function FullExtras({ figures, info, apply }: FullExtrasProps) {
  const w = useWords(CHART_WORDS).extras;
  const f = figures as InsertLoadFigures;
  const hasDays = info.params.some((s) => s.name === 'days');
  return (
    <>
      {info.article.sysmon && (
        <SysmonReport figures={f} source={w.source} article={info.article.sysmon} />
      )}
      <DaySection days={f.by_day ?? []} onMoreDays={hasDays ? () => apply({ days: String(MORE_DAYS) }) : undefined} />
    </>
  );
}

/** "Day by day" when the run inserted more than one day; else, where the lesson has days, a hint to insert more. */
function DaySection({ days, onMoreDays }: { days: DayFigures[]; onMoreDays?: () => void }) {
  const w = useWords(CHART_WORDS).extras;
  if (days.length > 1) {
    return (
      <section className="day-by-day" aria-labelledby="day-by-day-title">
        <h4 id="day-by-day-title">{w.dayTitle}</h4>
        <p className="muted">{w.dayIntro}</p>
        <DayByDayChart days={days} />
      </section>
    );
  }
  if (!onMoreDays) return null;
  return (
    <p className="day-hint" data-testid="day-hint">
      {w.oneDay}{' '}
      <button type="button" className="link-button" data-testid="day-hint-more" onClick={onMoreDays}>
        {w.more(`${MORE_DAYS}`)}
      </button>{' '}
      {w.setsBefore}
      <code>days</code>
      {w.setsAfter(`${MORE_DAYS}`)}
    </p>
  );
}
