/** Named parameter sets a lesson offers (from the engine's catalogue). */
import type { Params, Preset } from '../engine/types';
import { useWords } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';

interface Props {
  presets: Preset[];
  onApply: (patch: Params) => void;
}

export function PresetList({ presets, onApply }: Props) {
  const w = useWords(LESSON_WORDS);
  if (presets.length === 0) return null;
  return (
    <div className="presets">
      <h4 className="presets-title">{w.try}</h4>
      <ul>
        {presets.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="link-button"
              data-testid={`preset-${p.id}`}
              onClick={() => onApply(Object.fromEntries(p.params))}
            >
              {p.label}
            </button>
            <span className="muted small"> {p.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
