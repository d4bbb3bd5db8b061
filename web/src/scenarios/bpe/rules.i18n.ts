/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/bpe/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import type { RuleWords } from '../../shell/lesson/ruleText';

const n = (v: string | undefined): string => fmtInt(Number(v ?? 0));

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    data_pages: (v) =>
      `${n(v.rows)} lignes de ${n(v.row_bytes)} octets remplissent ${n(v.pages)} pages\u00a0; au plus ${n(v.max)} pages\u00a0: moins de lignes, ou plus courtes`,
  },
  ru: {
    data_pages: (v) =>
      `${n(v.rows)} строк по ${n(v.row_bytes)} байт занимают ${n(v.pages)} страниц; не больше ${n(v.max)} страниц: меньше строк или короче`,
  },
};
