/**
 * The bpe lesson's words (`index.tsx`, `checkpoints.ts`): the stage's
 * buttons and the line under them, and the checkpoints' questions,
 * choices and reasons. Times come formatted; `p` a page, `f` a frame.
 */
import type { Catalogue } from '../../../../kit/i18n/words';

const en = {
  phases: {
    update: 'a run of updates',
    read: 'a run of random reads',
    checkpoint: 'a checkpoint',
  } as Record<string, string>,
  planEmpty: 'Each button adds a phase after the runs planned so far; it goes into the link.',
  planned: (list: string) => `After the runs of updates: ${list}. A button adds another phase after these.`,
  then: ', then ',
  checkpointLabel: 'Checkpoint',
  checkpointHint:
    'Adds a checkpoint after the runs planned so far: it writes every dirty page to disk and leaves it in the pool, clean.',
  readLabel: 'Read randomly',
  readHint:
    'Adds a run of random reads after the runs planned so far: pages come into the pool clean, and as they leave it they refill the extension.',
  // The checkpoints.
  whereQuestion: 'The update’s page is not in the pool. Where does SQL Server find it?',
  whereChoices: ['In the extension, on the SSD', 'On the data disk', 'In the pool after all'],
  whereWhy: (p: string, from: string, t: string) => `Page ${p} came from the ${from} in ${t}.`,
  fromExtension: 'extension',
  fromDisk: 'data disk',
  fromPool: 'pool',
  whereWashed: ' The update dirties it, so its copy in the extension is discarded: washed out (the extension holds only clean pages).',
  waitEarlyQuestion: 'The pool is full, so a page must leave for this update’s page. Does the update wait?',
  waitLaterQuestion: 'Thirty updates later, the same question: does this update wait for its frame?',
  waitChoices: [
    'No: the page that leaves the pool is clean, its frame is free at once',
    'Yes: the page that leaves is dirty, and the lazy writer must write it first',
  ],
  waited: (p: string, t: string, f: string) =>
    `Page ${p} was dirty: the update waited ${t} for the lazy writer to write it to disk before frame ${f} was free. A dirty page never goes to the extension.`,
  notWaited: (p: string, f: string) =>
    `Page ${p} was clean: it was dropped (it was in the extension already) and frame ${f} was free at once.`,
};

export type LessonWords = typeof en;

const fr: LessonWords = {
  phases: {
    update: 'une série de mises à jour',
    read: 'une série de lectures aléatoires',
    checkpoint: 'un checkpoint',
  },
  planEmpty: 'Chaque bouton ajoute une phase après les séries déjà prévues ; elle va dans le lien.',
  planned: (list) => `Après les séries de mises à jour : ${list}. Un bouton ajoute une autre phase après celles-ci.`,
  then: ', puis ',
  checkpointLabel: 'Checkpoint',
  checkpointHint:
    'Ajoute un checkpoint après les séries déjà prévues : il écrit toutes les pages modifiées sur disque et les laisse dans le pool, propres.',
  readLabel: 'Lire au hasard',
  readHint:
    'Ajoute une série de lectures aléatoires après les séries déjà prévues : les pages arrivent propres dans le pool, et en le quittant elles remplissent à nouveau l’extension.',
  whereQuestion: 'La page de la mise à jour n’est pas dans le pool. Où SQL Server la trouve-t-il ?',
  whereChoices: ['Dans l’extension, sur le SSD', 'Sur le disque de données', 'Dans le pool, finalement'],
  whereWhy: (p, from, t) => `La page ${p} est venue ${from} en ${t}.`,
  fromExtension: 'de l’extension',
  fromDisk: 'du disque de données',
  fromPool: 'du pool',
  whereWashed:
    ' La mise à jour la modifie, donc sa copie dans l’extension est jetée : effacée (l’extension ne garde que des pages propres).',
  waitEarlyQuestion: 'Le pool est plein : une page doit partir pour faire place à celle de cette mise à jour. La mise à jour attend-elle ?',
  waitLaterQuestion: 'Trente mises à jour plus tard, même question : cette mise à jour attend-elle son cadre ?',
  waitChoices: [
    'Non : la page qui quitte le pool est propre, son cadre est libre tout de suite',
    'Oui : la page qui part est modifiée, et le lazy writer doit d’abord l’écrire',
  ],
  waited: (p, t, f) =>
    `La page ${p} était modifiée : la mise à jour a attendu ${t} que le lazy writer l’écrive sur disque avant que le cadre ${f} soit libre. Une page modifiée ne va jamais dans l’extension.`,
  notWaited: (p, f) =>
    `La page ${p} était propre : elle a été abandonnée (elle était déjà dans l’extension) et le cadre ${f} a été libre tout de suite.`,
};

const ru: LessonWords = {
  phases: {
    update: 'запуск обновлений',
    read: 'запуск случайных чтений',
    checkpoint: 'Checkpoint',
  },
  planEmpty: 'Каждая кнопка добавляет фазу после уже запланированных запусков; она попадает в ссылку.',
  planned: (list) => `После запусков обновлений: ${list}. Кнопка добавит ещё одну фазу после них.`,
  then: ', затем ',
  checkpointLabel: 'Checkpoint',
  checkpointHint:
    'Добавляет Checkpoint после запланированных запусков: он записывает все грязные страницы на диск и оставляет их в буферном пуле, чистыми.',
  readLabel: 'Случайные чтения',
  readHint:
    'Добавляет запуск случайных чтений после запланированных запусков: страницы приходят в буферный пул чистыми и, покидая его, снова заполняют расширение.',
  whereQuestion: 'Страницы, которую обновляет запрос, нет в буферном пуле. Где SQL Server её найдёт?',
  whereChoices: ['В расширении, на SSD', 'На диске с данными', 'Всё-таки в буферном пуле'],
  whereWhy: (p, from, t) => `Страница ${p} пришла ${from} за ${t}.`,
  fromExtension: 'из расширения',
  fromDisk: 'с диска с данными',
  fromPool: 'из буферного пула',
  whereWashed:
    ' Обновление делает её грязной, поэтому её копия в расширении отбрасывается — «вымывается» (расширение хранит только чистые страницы).',
  waitEarlyQuestion: 'Буферный пул заполнен, и ради страницы этого обновления какая-то страница должна уйти. Ждёт ли обновление?',
  waitLaterQuestion: 'Тридцать обновлений спустя тот же вопрос: ждёт ли это обновление свой кадр?',
  waitChoices: [
    'Нет: уходящая из буферного пула страница чистая, её кадр свободен сразу',
    'Да: уходящая страница грязная, и Lazy Writer должен сначала её записать',
  ],
  waited: (p, t, f) =>
    `Страница ${p} была грязной: обновление ждало ${t}, пока Lazy Writer запишет её на диск и освободит кадр ${f}. Грязная страница никогда не попадает в расширение.`,
  notWaited: (p, f) =>
    `Страница ${p} была чистой: её отбросили (она уже была в расширении), и кадр ${f} освободился сразу.`,
};

export const BPE_LESSON_WORDS: Catalogue<LessonWords> = { en, fr, ru };
