/** The themes' names, without the DOM (the link's parser reads them too). */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export type ThemeChoice = Theme | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

export function isTheme(v: string): v is Theme {
  return (THEMES as readonly string[]).includes(v);
}
