/**
 * The language control in the site's header: English, French, Russian,
 * each named in its own language (and marked as such for screen readers).
 */
import { useId } from 'react';
import { LANGS, LANG_NAMES, type Lang } from '../../kit/i18n/lang';

export function LangSwitch({ value, label, onChange }: { value: Lang; label: string; onChange: (l: Lang) => void }) {
  const id = useId();
  return (
    <span className="header-switch">
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid="lang-switch" value={value} onChange={(e) => onChange(e.target.value as Lang)}>
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
