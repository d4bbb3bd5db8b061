/** Named parameter sets a lesson offers (from the engine's catalogue). */
import type { Params, Preset } from '../engine/types';

interface Props {
  presets: Preset[];
  onApply: (patch: Params) => void;
}

export function PresetList({ presets, onApply }: Props) {
  if (presets.length === 0) return null;
  return (
    <div className="presets">
      <h4 className="presets-title">Try</h4>
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
