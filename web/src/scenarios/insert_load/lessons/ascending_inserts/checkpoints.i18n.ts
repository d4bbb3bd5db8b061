/** The ascending-inserts lesson's questions (`checkpoints.ts`): page and slot numbers come as text, counts as numbers. */
import type { Catalogue } from '../../../../kit/i18n/words';
import { ruPlural } from '../../../../kit/i18n/words';

const en = {
  whatMoves: [
    'Half the page’s rows, as a mid-page split',
    'Nothing: a new page takes the row',
    'Only the rows after the new one',
  ],
  whyBlank: (page: string, newPage: string, slot: string) =>
    `The row belongs after the last row of page ${page}: nothing moves, page ${newPage} takes it (slot ${slot}). ASE counts a page allocation, not a split, and no nonclustered index changes a RID.`,
  whyMoved: (count: number, from: string, to: string, page: string, slot: string) =>
    `${count} rows after the insertion point moved from page ${from} to page ${to}: the next instrument’s rows. The new row stayed on page ${page} (slot ${slot}), where its instrument’s next rows will follow it.`,
  afterLast:
    'The day’s first row for instrument 1 belongs after the last row of a full page. With ascending inserts on, what moves?',
  inMiddle:
    'Instrument 2’s first row belongs in the middle of a full page: instrument 3’s rows come after it. What moves now?',
  waits: {
    question:
      'This split moves rows, and three nonclustered indexes must update their RIDs. In ascending-insert mode, how many times does the insert wait for the log disk?',
    choices: ['Once: the index updates ride the user log cache', 'Once for the split and once for each nonclustered index'],
    forced: (n: number) => `${n} forced log write${n === 1 ? '' : 's'}`,
    rid: (rows: string) => `: the RID updates of ${rows} moved rows waited for none.`,
    noRid: '.',
    tail: ' The rows of one INSERT ... SELECT arrive in key order, so the split’s log is forced once; a mid-page split forces it once more for each index. That is the article’s 5x: 303 rows a second against about 60.',
  },
};

export type AscendingCheckpointWords = typeof en;

const fr: AscendingCheckpointWords = {
  whatMoves: [
    'La moitié des lignes de la page, comme une coupure au milieu',
    'Rien\u00a0: une nouvelle page reçoit la ligne',
    'Seulement les lignes qui suivent la nouvelle',
  ],
  whyBlank: (page, newPage, slot) =>
    `La ligne a sa place après la dernière ligne de la page ${page}\u00a0: rien ne bouge, la page ${newPage} la reçoit (emplacement ${slot}). ASE compte une allocation de page, pas une coupure, et aucun index non clustered ne change de RID.`,
  whyMoved: (count, from, to, page, slot) =>
    `${count} ${count < 2 ? 'ligne située après le point d’insertion est passée' : 'lignes situées après le point d’insertion sont passées'} de la page ${from} à la page ${to}\u00a0: les lignes de l’instrument suivant. La nouvelle ligne est restée sur la page ${page} (emplacement ${slot}), où les lignes suivantes de son instrument la suivront.`,
  afterLast:
    'La première ligne du jour de l’instrument 1 a sa place après la dernière ligne d’une page pleine. Avec le mode «\u00a0ascending inserts\u00a0», qu’est-ce qui bouge\u00a0?',
  inMiddle:
    'La première ligne de l’instrument 2 a sa place au milieu d’une page pleine\u00a0: les lignes de l’instrument 3 viennent après elle. Qu’est-ce qui bouge, cette fois\u00a0?',
  waits: {
    question:
      'Cette coupure déplace des lignes, et trois index non clustered doivent mettre à jour leurs RID. En mode d’insertion ascendante, combien de fois l’insertion attend-elle le disque du journal\u00a0?',
    choices: [
      'Une fois\u00a0: les mises à jour des index passent par l’ULC',
      'Une fois pour la coupure et une fois pour chaque index non clustered',
    ],
    forced: (n) => `${n} ${n < 2 ? 'écriture forcée' : 'écritures forcées'} dans le journal`,
    rid: (rows) => `\u00a0: les mises à jour de RID de ${rows} lignes déplacées n’en ont attendu aucune.`,
    noRid: '.',
    tail: ' Les lignes d’un même INSERT ... SELECT arrivent dans l’ordre de la clé, le journal de la coupure est donc forcé une fois\u00a0; une coupure au milieu le force une fois de plus pour chaque index. C’est le «\u00a05 à 6 fois plus rapide\u00a0» de l’article\u00a0: 303 lignes par seconde contre environ 60.',
  },
};

const ru: AscendingCheckpointWords = {
  whatMoves: [
    'Половина строк страницы, как при расщеплении посередине',
    'Ничего: строку принимает новая страница',
    'Только строки после новой',
  ],
  whyBlank: (page, newPage, slot) =>
    `Строке место после последней строки страницы ${page}: ничего не переносится, её принимает страница ${newPage} (слот ${slot}). ASE считает выделение страницы, а не расщепление, и ни один некластерный индекс не меняет RID.`,
  whyMoved: (count, from, to, page, slot) =>
    `${count} ${ruPlural(count, 'строка после точки вставки перенесена', 'строки после точки вставки перенесены', 'строк после точки вставки перенесено')} со страницы ${from} на страницу ${to}: это строки следующего инструмента. Новая строка осталась на странице ${page} (слот ${slot}), где за ней последуют следующие строки её инструмента.`,
  afterLast:
    'Первой за день строке инструмента 1 место после последней строки заполненной страницы. Что переносится при включённых ascending inserts?',
  inMiddle:
    'Первой строке инструмента 2 место в середине заполненной страницы: после неё идут строки инструмента 3. Что переносится теперь?',
  waits: {
    question:
      'Это расщепление переносит строки, и три некластерных индекса должны обновить свои RID. Сколько раз в режиме возрастающей вставки вставка ждёт диск журнала?',
    choices: [
      'Один раз: обновления индексов идут через пользовательский кэш журнала',
      'Один раз за расщепление и по разу за каждый некластерный индекс',
    ],
    forced: (n) =>
      `${n} ${ruPlural(n, 'принудительная запись', 'принудительные записи', 'принудительных записей')} в журнал`,
    rid: (rows) => `: обновления RID ${rows} перенесённых строк не ждали ни одной.`,
    noRid: '.',
    tail: ' Строки одного INSERT ... SELECT приходят в порядке ключа, поэтому журнал расщепления сбрасывается принудительно один раз; расщепление посередине сбрасывает его ещё по разу на каждый индекс. Это и есть пятикратная разница статьи: 303 строки в секунду против примерно 60.',
  },
};

export const CHECKPOINT_WORDS: Catalogue<AscendingCheckpointWords> = { en, fr, ru };
