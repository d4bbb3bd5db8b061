/** "Steps [from] to [to]": two step numbers as typed (the caller reads and checks them). Presentational. */
import { useWords } from '../i18n/words';
import { PLAYBACK_WORDS } from './playback.i18n';

interface Props {
  from: string;
  to: string;
  onFrom: (text: string) => void;
  onTo: (text: string) => void;
  disabled?: boolean;
  /** The words before the first field ("Steps", "Play only steps"). */
  label: string;
  /** Each field's accessible name. */
  names: [string, string];
  testIds: [string, string];
  describedBy?: string;
}

export function StepRangeFields({ from, to, onFrom, onTo, disabled = false, label, names, testIds, describedBy }: Props) {
  const w = useWords(PLAYBACK_WORDS);
  const field = (value: string, onChange: (t: string) => void, i: 0 | 1) => (
    <input
      type="number"
      min={0}
      className="step-field"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      aria-label={names[i]}
      aria-describedby={describedBy}
      data-testid={testIds[i]}
    />
  );
  return (
    <span className="step-range">
      {label} {field(from, onFrom, 0)} {w.rangeTo} {field(to, onTo, 1)}
    </span>
  );
}
