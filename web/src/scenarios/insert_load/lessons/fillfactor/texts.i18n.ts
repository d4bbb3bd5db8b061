/** The engine's texts about the fillfactor lesson, in French and Russian (`../engineTexts.ts` has the shared ones). */
import type { Catalogue } from '../../../../kit/i18n/words';
import type { EngineTexts } from '../../../../shell/lesson/localInfo';
import { lessonTexts } from '../../engineTexts';

const CASES = {
  ff100: ['model', 'splits35', 'writes'],
  ff90: ['ff90rate', 'splits35', 'ff90writes'],
  ff80: ['model', 'splits35', 'noSplits'],
} as const satisfies Parameters<typeof lessonTexts>[2];

export const TEXTS: Catalogue<EngineTexts> = {
  en: {},
  fr: lessonTexts(
    'fr',
    {
      summary:
        'Construisez l’index en laissant de la place dans chaque page et les insertions du jour ne coupent plus de page\u00a0: aucune coupure à fillfactor 80, pour environ un quart d’espace en plus. Les jours suivants consomment la place et les coupures reviennent.',
      question: 'Combien de place libre dans chaque page arrête les coupures du jour, et que coûte cette place\u00a0?',
    },
    CASES,
  ),
  ru: lessonTexts(
    'ru',
    {
      summary:
        'Постройте индекс с запасом места в каждой странице, и вставки дня перестают расщеплять страницы: при fillfactor 80 — ни одного расщепления, ценой примерно на четверть большего места. Следующие дни съедают запас, и расщепления возвращаются.',
      question: 'Сколько свободного места в каждой странице останавливает расщепления дня и чего стоит это место?',
    },
    CASES,
  ),
};
