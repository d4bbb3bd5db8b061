/**
 * After "needs a fix" (the stage, the full run): a button for each
 * parameter to fix that takes the reader to its control, which may sit
 * out of sight in the scrolling panel or under "More parameters".
 */
import { showParam } from '../../kit/components/ParamControls';
import { useWords } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';

export function FixLinks({ names }: { names: readonly string[] }) {
  const w = useWords(LESSON_WORDS);
  if (names.length === 0) return null;
  return (
    <span className="fix-links">
      {names.map((n) => (
        <button key={n} type="button" className="link-button" onClick={() => showParam(n)} data-testid={`fix-${n}`}>
          {w.goToParam(n)}
        </button>
      ))}
    </span>
  );
}
