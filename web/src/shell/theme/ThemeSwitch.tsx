/**
 * The theme control in the site's header: system, light or dark. A native
 * select: keyboard and screen readers know it, and it names the choice.
 */
import { useId } from 'react';
import { THEME_CHOICES, type ThemeChoice } from './theme';

export function ThemeSwitch({
  value,
  label,
  names,
  onChange,
}: {
  value: ThemeChoice;
  label: string;
  names: Record<ThemeChoice, string>;
  onChange: (c: ThemeChoice) => void;
}) {
  const id = useId();
  return (
    <span className="header-switch">
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid="theme-switch" value={value} onChange={(e) => onChange(e.target.value as ThemeChoice)}>
        {THEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {names[c]}
          </option>
        ))}
      </select>
    </span>
  );
}
