/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/latch/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { figure, type RuleWords } from '../../shell/lesson/ruleText';

const n = figure;

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    'advice:fewer rows or shorter texts': () => 'moins de lignes ou des textes plus courts',
    'advice:fewer rows or sessions, or shorter texts (more rows a page, fewer splits)': () => 'moins de lignes ou de sessions, ou des textes plus courts (plus de lignes par page, moins de coupures)',
    text_range: (v) => `text_min (${n(v.text_min)}) ne doit pas dépasser text_max (${n(v.text_max)})`,
  },
  ru: {
    'advice:fewer rows or shorter texts': () => 'меньше строк или короче тексты',
    'advice:fewer rows or sessions, or shorter texts (more rows a page, fewer splits)': () => 'меньше строк или сеансов, или короче тексты (больше строк на странице, меньше расщеплений)',
    text_range: (v) => `text_min (${n(v.text_min)}) не должно быть больше text_max (${n(v.text_max)})`,
  },
};
