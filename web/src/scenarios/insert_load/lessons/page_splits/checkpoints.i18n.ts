/** The page-splits lesson's questions (`checkpoints.ts`): page numbers come as text. */
import type { Catalogue } from '../../../../kit/i18n/words';
import { ruPlural } from '../../../../kit/i18n/words';

const en = {
  room: {
    question: 'The fifth row of the new date arrives. What happens to the page it belongs to?',
    choices: ['It has room: the row goes in and nothing moves', 'It is full: it splits, and half its rows move to a new page'],
    whySplit: (page: string) => `Page ${page} had no room: it split, and the row went in after the move.`,
    whyRoom: (page: string, slot: string) =>
      `Page ${page} still had room for it (the pages are 100% full only on average: some kept a few bytes), so the row went into slot ${slot} and nothing moved.`,
  },
  where: {
    question: 'This insert finds its page full, and the page splits. Where in the file does the new page go?',
    adjacent: (page: string) => `Right after page ${page}: key order and file order stay together`,
    end: 'At the end of the file: the leaf chain now jumps there and back',
    whyAdjacent: (page: string) => `The new page is page ${page}, the next in the file.`,
    whyEnd: (split: string, page: string) =>
      `Page ${split} split into page ${page}, the file's next free page at its end: a range scan in key order now reads ${split}, jumps to ${page}, and comes back.`,
  },
  howMany: {
    question: 'Another page splits at mid-page. How many of its rows move to the new page?',
    choices: ['None: the new row alone goes to the new page', 'About half the page’s rows', 'Only the rows that come after the new one'],
    why: (count: number, from: string, to: string, mid: boolean) =>
      `${count} rows moved from page ${from} to page ${to}: a ${mid ? 'mid-page split moves half the page, whatever the key order' : 'split at the insertion point moves only the rows after the new one'}. Each of them changed its RID, so every nonclustered index updates its entry.`,
  },
};

export type PageSplitsCheckpointWords = typeof en;

const fr: PageSplitsCheckpointWords = {
  room: {
    question: 'La cinquième ligne de la nouvelle date arrive. Qu’arrive-t-il à la page où elle a sa place\u00a0?',
    choices: [
      'Elle a de la place\u00a0: la ligne y entre et rien ne bouge',
      'Elle est pleine\u00a0: elle se coupe, et la moitié de ses lignes passe sur une nouvelle page',
    ],
    whySplit: (page) => `La page ${page} n’avait pas de place\u00a0: elle s’est coupée, et la ligne est entrée après le déplacement.`,
    whyRoom: (page, slot) =>
      `La page ${page} avait encore de la place pour elle (les pages ne sont pleines à 100\u00a0% qu’en moyenne\u00a0: certaines ont gardé quelques octets), la ligne est donc allée dans l’emplacement ${slot} et rien n’a bougé.`,
  },
  where: {
    question: 'Cette insertion trouve sa page pleine, et la page se coupe. Où va la nouvelle page dans le fichier\u00a0?',
    adjacent: (page) => `Juste après la page ${page}\u00a0: l’ordre de la clé et l’ordre du fichier restent ensemble`,
    end: 'En fin de fichier\u00a0: la chaîne des feuilles fait maintenant l’aller-retour jusque-là',
    whyAdjacent: (page) => `La nouvelle page est la page ${page}, la suivante dans le fichier.`,
    whyEnd: (split, page) =>
      `La page ${split} s’est coupée vers la page ${page}, la prochaine page libre du fichier, à sa fin\u00a0: une lecture par intervalle dans l’ordre de la clé lit maintenant ${split}, saute à ${page}, puis revient.`,
  },
  howMany: {
    question: 'Une autre page se coupe au milieu. Combien de ses lignes passent sur la nouvelle page\u00a0?',
    choices: [
      'Aucune\u00a0: seule la nouvelle ligne va sur la nouvelle page',
      'Environ la moitié des lignes de la page',
      'Seulement les lignes qui viennent après la nouvelle',
    ],
    why: (count, from, to, mid) =>
      `${count} ${count < 2 ? 'ligne est passée' : 'lignes sont passées'} de la page ${from} à la page ${to}\u00a0: ${mid ? 'une coupure au milieu de la page déplace la moitié de la page, quel que soit l’ordre de la clé' : 'une coupure au point d’insertion ne déplace que les lignes qui suivent la nouvelle'}. Chacune a changé de RID, donc chaque index non clustered met à jour son entrée.`,
  },
};

const ru: PageSplitsCheckpointWords = {
  room: {
    question: 'Приходит пятая строка новой даты. Что происходит со страницей, на которой ей место?',
    choices: [
      'На ней есть место: строка встаёт, ничего не переносится',
      'Она заполнена: она расщепляется, и половина её строк переносится на новую страницу',
    ],
    whySplit: (page) => `На странице ${page} места не было: она расщепилась, и строка встала после переноса.`,
    whyRoom: (page, slot) =>
      `На странице ${page} ещё было для неё место (страницы заполнены на 100% только в среднем: на некоторых осталось несколько байт), поэтому строка встала в слот ${slot}, и ничего не переносилось.`,
  },
  where: {
    question: 'Эта вставка находит свою страницу заполненной, и страница расщепляется. Куда в файле попадает новая страница?',
    adjacent: (page) => `Сразу после страницы ${page}: порядок ключа и порядок в файле остаются вместе`,
    end: 'В конец файла: цепочка листьев теперь прыгает туда и обратно',
    whyAdjacent: (page) => `Новая страница — страница ${page}, следующая в файле.`,
    whyEnd: (split, page) =>
      `Страница ${split} расщепилась в страницу ${page}, следующую свободную страницу в конце файла: просмотр диапазона в порядке ключа теперь читает ${split}, прыгает на ${page} и возвращается.`,
  },
  howMany: {
    question: 'Ещё одна страница расщепляется посередине. Сколько её строк переносится на новую страницу?',
    choices: [
      'Ни одной: на новую страницу идёт только новая строка',
      'Примерно половина строк страницы',
      'Только строки, идущие после новой',
    ],
    why: (count, from, to, mid) =>
      `${count} ${ruPlural(count, 'строка перенесена', 'строки перенесены', 'строк перенесено')} со страницы ${from} на страницу ${to}: ${mid ? 'расщепление посередине переносит половину страницы, каким бы ни был порядок ключа' : 'расщепление в точке вставки переносит только строки после новой'}. У каждой из них сменился RID, поэтому каждый некластерный индекс обновляет свою запись.`,
  },
};

export const CHECKPOINT_WORDS: Catalogue<PageSplitsCheckpointWords> = { en, fr, ru };
