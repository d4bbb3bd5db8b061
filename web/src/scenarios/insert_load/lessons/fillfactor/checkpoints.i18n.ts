/** The fillfactor lesson's questions (`checkpoints.ts`): page and slot numbers come as text, counts as numbers. */
import type { Catalogue } from '../../../../kit/i18n/words';
import { ruPlural } from '../../../../kit/i18n/words';

const en = {
  room: {
    question: 'The index was built at fillfactor 100. A new day’s row arrives on its instrument’s page. Does the page have room?',
    choices: ['Yes: the row goes in and nothing moves', 'No: the page is full and splits'],
    whyFull: (page: string, free: string, need: string) =>
      `Page ${page} had ${free} bytes free and the row needs ${need}: fillfactor 100 left no room at build, so the page split. At fillfactor 80 the build leaves a fifth of every page empty, room for the day’s rows.`,
    whyRoom: (page: string, slot: string) =>
      `Page ${page} still had room (slot ${slot}): not every page is full to the byte, even at fillfactor 100.`,
  },
  waits: {
    question: 'Another page splits and half its rows move. How many times does this insert wait for the log disk?',
    choices: [
      'Once, at commit',
      'Once for the split, then once more for each nonclustered index whose entries point at the moved rows',
      'Never: the log is written later',
    ],
    forced: (n: number) => `${n} forced log write${n === 1 ? '' : 's'}`,
    rid: (rows: string, indexes: string) =>
      `: the split’s own records, then the RID updates of ${rows} moved rows in ${indexes} nonclustered indexes.`,
    noRid: '.',
    tail: ' Each is a wait for the log disk: that is why the article’s fillfactor 100 run took 71 rows a second and the heap 11,213.',
  },
  after: {
    question: 'The next row of the new day arrives. Does its page split too?',
    choices: ['Yes: every row of the new day splits a page', 'No: it finds room'],
    whySplit: (page: string) => `Page ${page} was full too: it split.`,
    whyRoom: (page: string, slot: string) =>
      `Page ${page} had room: the row went into slot ${slot} and nothing moved. An instrument’s first row of the day splits its full page; the split leaves two half-full pages, and its next rows fit.`,
  },
};

export type FillfactorCheckpointWords = typeof en;

const fr: FillfactorCheckpointWords = {
  room: {
    question:
      'L’index a été créé à fillfactor 100. Une ligne d’un nouveau jour arrive sur la page de son instrument. La page a-t-elle de la place\u00a0?',
    choices: ['Oui\u00a0: la ligne y entre et rien ne bouge', 'Non\u00a0: la page est pleine et se coupe'],
    whyFull: (page, free, need) =>
      `La page ${page} avait ${free} octets libres et la ligne en demande ${need}\u00a0: fillfactor 100 n’a laissé aucune place à la création, la page s’est donc coupée. À fillfactor 80, la création laisse un cinquième de chaque page vide, de la place pour les lignes du jour.`,
    whyRoom: (page, slot) =>
      `La page ${page} avait encore de la place (emplacement ${slot})\u00a0: toutes les pages ne sont pas pleines à l’octet près, même à fillfactor 100.`,
  },
  waits: {
    question:
      'Une autre page se coupe et la moitié de ses lignes est déplacée. Combien de fois cette insertion attend-elle le disque du journal\u00a0?',
    choices: [
      'Une fois, au commit',
      'Une fois pour la coupure, puis une fois de plus pour chaque index non clustered dont les entrées désignent les lignes déplacées',
      'Jamais\u00a0: le journal est écrit plus tard',
    ],
    forced: (n) => `${n} ${n < 2 ? 'écriture forcée' : 'écritures forcées'} dans le journal`,
    rid: (rows, indexes) =>
      `\u00a0: les enregistrements de la coupure elle-même, puis les mises à jour de RID de ${rows} lignes déplacées dans ${indexes} index non clustered.`,
    noRid: '.',
    tail: ' Chacune est une attente du disque du journal\u00a0: voilà pourquoi, à fillfactor 100, l’article n’insérait que 71 lignes par seconde, et le tas 11 213.',
  },
  after: {
    question: 'La ligne suivante du nouveau jour arrive. Sa page se coupe-t-elle aussi\u00a0?',
    choices: ['Oui\u00a0: chaque ligne du nouveau jour coupe une page', 'Non\u00a0: elle trouve de la place'],
    whySplit: (page) => `La page ${page} était pleine elle aussi\u00a0: elle s’est coupée.`,
    whyRoom: (page, slot) =>
      `La page ${page} avait de la place\u00a0: la ligne est allée dans l’emplacement ${slot} et rien n’a bougé. La première ligne du jour d’un instrument coupe sa page pleine\u00a0; la coupure laisse deux pages à moitié pleines, et les lignes suivantes y tiennent.`,
  },
};

const ru: FillfactorCheckpointWords = {
  room: {
    question:
      'Индекс построен с fillfactor 100. Строка нового дня приходит на страницу своего инструмента. Есть ли на странице место?',
    choices: ['Да: строка встаёт, ничего не переносится', 'Нет: страница заполнена и расщепляется'],
    whyFull: (page, free, need) =>
      `На странице ${page} было свободно ${free} байт, а строке нужно ${need}: fillfactor 100 не оставил места при построении, поэтому страница расщепилась. При fillfactor 80 построение оставляет пустой пятую часть каждой страницы — место для строк дня.`,
    whyRoom: (page, slot) =>
      `На странице ${page} ещё было место (слот ${slot}): не каждая страница заполнена до байта, даже при fillfactor 100.`,
  },
  waits: {
    question:
      'Ещё одна страница расщепляется, и половина её строк переносится. Сколько раз эта вставка ждёт диск журнала?',
    choices: [
      'Один раз, при фиксации',
      'Один раз за расщепление и ещё по разу за каждый некластерный индекс, чьи записи указывают на перенесённые строки',
      'Ни разу: журнал пишется позже',
    ],
    forced: (n) =>
      `${n} ${ruPlural(n, 'принудительная запись', 'принудительные записи', 'принудительных записей')} в журнал`,
    rid: (rows, indexes) =>
      `: собственные записи расщепления, затем обновления RID ${rows} перенесённых строк в ${indexes} некластерных индексах.`,
    noRid: '.',
    tail: ' Каждая — это ожидание диска журнала: вот почему прогон статьи с fillfactor 100 давал 71 строку в секунду, а куча — 11 213.',
  },
  after: {
    question: 'Приходит следующая строка нового дня. Расщепляется ли и её страница?',
    choices: ['Да: каждая строка нового дня расщепляет страницу', 'Нет: она находит место'],
    whySplit: (page) => `Страница ${page} тоже была заполнена: она расщепилась.`,
    whyRoom: (page, slot) =>
      `На странице ${page} было место: строка встала в слот ${slot}, ничего не переносилось. Первая за день строка инструмента расщепляет его заполненную страницу; расщепление оставляет две наполовину пустые страницы, и следующие строки помещаются.`,
  },
};

export const CHECKPOINT_WORDS: Catalogue<FillfactorCheckpointWords> = { en, fr, ru };
