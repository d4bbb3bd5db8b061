/** The engine's texts about the ascending-inserts lesson, in French and Russian (`../engineTexts.ts` has the shared ones). */
import type { Catalogue } from '../../../../kit/i18n/words';
import type { EngineTexts } from '../../../../shell/lesson/localInfo';
import { lessonTexts } from '../../engineTexts';

const CASES = {
  heap: ['model', 'splits35', 'noSplits'],
  key1: ['model', 'shuffled', 'writes'],
  key2: ['model', 'shuffled', 'writes'],
  key3: ['model', 'keyOrder', 'writes'],
  full_key: ['fullKeyRate', 'keyOrder', 'fullKeyWrites'],
} as const satisfies Parameters<typeof lessonTexts>[2];

export const TEXTS: Catalogue<EngineTexts> = {
  en: {},
  fr: lessonTexts(
    'fr',
    {
      summary:
        'La coupure au point d’insertion (ascinserts) sous quatre ordres de tri de la source, contre un tas qui se contente d’ajouter en fin de table.',
      question: 'La coupure au point d’insertion aide-t-elle quand les lignes arrivent triées autrement\u00a0?',
    },
    CASES,
  ),
  ru: lessonTexts(
    'ru',
    {
      summary:
        'Расщепление в точке вставки (ascinserts) при четырёх порядках сортировки источника против кучи, которая просто дописывает в конец.',
      question: 'Помогает ли расщепление в точке вставки, когда строки приходят отсортированными иначе?',
    },
    CASES,
  ),
};
