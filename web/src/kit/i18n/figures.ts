/**
 * The figures a text gives, for the tests that hold a translation to its
 * English (`shell/lesson/engineTexts.test.ts`, `i18n.test.ts`): a figure
 * the English changes and a translation keeps is a stale translation.
 */

/**
 * The figures of `text` in `lang`, in order of size: "2,000,000" and
 * "2 000 000" alike, a French or Russian decimal comma as a point
 * (`decimalComma`: off for a list such as Belady's 1,2,3,4), and millions
 * written as millions ("4.5 M", "4,5 млн", "2 millions", "11 миллионах":
 * Russian declines the word) as their number.
 */
export function figuresIn(text: string, lang: string, decimalComma = lang !== 'en'): string[] {
  const millions = /(\d+)(?:[.,](\d+))?[\s\u00a0\u202f]?(?:M\b|млн|millions?\b|миллион[а-я]*)/g;
  let t = text.replace(millions, (_, a: string, b?: string) => String(Math.round(Number(`${a}.${b ?? 0}`) * 1e6)));
  t = lang === 'en' ? t.replace(/(\d),(?=\d{3}\b)/g, '$1') : t.replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '$1');
  if (decimalComma) t = t.replace(/(\d),(\d)/g, '$1.$2');
  return (t.match(/\d+(\.\d+)?/g) ?? [])
    .map(Number)
    .sort((a, b) => a - b)
    .map(String);
}

/** `translated`'s figures both ways: with its decimal commas, and with none (a list such as 1,2,3,4). */
function readings(translated: string, lang: string): string[][] {
  return [figuresIn(translated, lang), figuresIn(translated, lang, false)];
}

/** Whether `translated` (in `lang`) gives the figures `english` gives, no more, no fewer. */
export function sameFigures(english: string, translated: string, lang: string): boolean {
  const want = figuresIn(english, 'en').join(' ');
  return readings(translated, lang).some((have) => have.join(' ') === want);
}

/**
 * Whether `translated` gives at least every figure `english` gives (each
 * as often): a translation may add the article's own words, and their
 * figures, where the English paraphrases them.
 */
export function givesFigures(english: string, translated: string, lang: string): boolean {
  const want = figuresIn(english, 'en');
  return readings(translated, lang).some((have) => {
    const left = [...have];
    return want.every((f) => {
      const i = left.indexOf(f);
      return i >= 0 && left.splice(i, 1).length === 1;
    });
  });
}
