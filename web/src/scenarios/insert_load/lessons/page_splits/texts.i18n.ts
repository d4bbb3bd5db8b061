/** The engine's texts about the page-splits lesson, in French and Russian (`../engineTexts.ts` has the shared ones). */
import type { Catalogue } from '../../../../kit/i18n/words';
import type { EngineTexts } from '../../../../shell/lesson/localInfo';
import { lessonTexts } from '../../engineTexts';

const CASES = {
  heap: ['model', 'splits35', 'noSplits'],
  clustered: ['model', 'splits35', 'writes'],
  logio2k: ['model', 'splits35', 'noSplits'],
  logio4k: ['model', 'splits35', 'writes'],
  logio8k: ['model', 'splits35', 'writes'],
  logio16k: ['model', 'splits35', 'writes'],
  ulc2k: ['model', 'splits35', 'writes'],
  ulc8k: ['model', 'splits35', 'writes'],
  ulc50k: ['model', 'splits35', 'writes'],
  apl: ['model', 'splits35', 'writes'],
  datapages: ['model', 'splits35', 'dol'],
  datarows: ['model', 'splits35', 'dol'],
  part1: ['model', 'splits35', 'writes'],
  part2: ['model', 'splits35', 'writes'],
  part4: ['model', 'splits35', 'writes'],
} as const satisfies Parameters<typeof lessonTexts>[2];

export const TEXTS: Catalogue<EngineTexts> = {
  en: {},
  fr: lessonTexts(
    'fr',
    {
      summary:
        'Une table parfaitement organisée reçoit les lignes d’une nouvelle date\u00a0: chacune tombe au milieu de la table, trouve une page pleine, et la page se coupe. Coupure au milieu de la page contre coupure au point d’insertion.',
      question: 'Pourquoi une table parfaitement organisée coupe-t-elle une page à presque chaque insertion d’un nouveau jour\u00a0?',
      presets: {
        empty_random: {
          label: 'Table vide, ordre aléatoire',
          description:
            '20\u202f000 lignes en ordre aléatoire dans une table vide\u00a0: les coupures au milieu de la page laissent les pages remplies à 69\u00a0% environ (ln 2), le résultat classique de la théorie des arbres B.',
        },
      },
    },
    CASES,
  ),
  ru: lessonTexts(
    'ru',
    {
      summary:
        'Идеально упорядоченная таблица получает строки новой даты: каждая попадает в середину таблицы, находит заполненную страницу, и страница расщепляется. Расщепление посередине против расщепления в точке вставки.',
      question: 'Почему идеально упорядоченная таблица расщепляет страницу почти при каждой вставке нового дня?',
      presets: {
        empty_random: {
          label: 'С пустой таблицы, случайный порядок',
          description:
            '20\u00a0000 строк в случайном порядке в пустую таблицу: расщепления посередине оставляют страницы заполненными примерно на 69% (ln 2) — классический результат теории B-деревьев.',
        },
      },
    },
    CASES,
  ),
};
