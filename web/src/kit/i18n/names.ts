/** The languages' names, without React (the link's parser reads them too). */
export const LANGS = ['en', 'fr', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** Each language in its own words, for the switch. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', ru: 'Русский' };

export function isLang(v: string): v is Lang {
  return (LANGS as readonly string[]).includes(v);
}
