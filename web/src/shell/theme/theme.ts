/**
 * The reader's theme: light, dark, or the system's (the default). A link's
 * `theme=light|dark` wins (a course page can match its own colours); else
 * the choice made on this browser (kept in localStorage, never sent
 * anywhere); else the system's preference, followed live.
 *
 * The colours are tokens in `shell/styles/base.css` as light-dark() pairs;
 * the theme only sets which side shows: `data-theme` on <html> sets the
 * page's color-scheme, and its absence leaves the system's.
 */
import { isTheme, type ThemeChoice } from './names';

export { THEME_CHOICES, type Theme, type ThemeChoice } from './names';

const KEY = 'pagelab:theme';

/** The choice kept on this browser ('system' when none, or storage is refused). */
export function storedTheme(): ThemeChoice {
  try {
    const v = window.localStorage.getItem(KEY);
    return v && isTheme(v) ? v : 'system';
  } catch {
    return 'system';
  }
}

export function storeTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, choice);
  } catch {
    // A sandboxed frame may refuse storage: the choice lasts the page.
  }
}

/** Shows `choice`: the page's color-scheme follows it. */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}
