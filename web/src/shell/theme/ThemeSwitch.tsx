/**
 * The theme control in the site's header: system, light or dark. A native
 * select: keyboard and screen readers know it, and it names the choice.
 */
import { useId } from 'react';
import { THEME_CHOICES, type ThemeChoice } from './theme';

const LABEL: Record<ThemeChoice, string> = { system: 'As the system', light: 'Light', dark: 'Dark' };

export function ThemeSwitch({ value, onChange }: { value: ThemeChoice; onChange: (c: ThemeChoice) => void }) {
  const id = useId();
  return (
    <span className="theme-switch">
      <label htmlFor={id}>Theme</label>
      <select id={id} data-testid="theme-switch" value={value} onChange={(e) => onChange(e.target.value as ThemeChoice)}>
        {THEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {LABEL[c]}
          </option>
        ))}
      </select>
    </span>
  );
}
