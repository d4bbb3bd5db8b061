/**
 * The idxbuild checkpoints' words (`checkpoints.ts`): each question, its
 * choices and the reason, from the step's own figures (already formatted).
 */
import type { Catalogue } from '../../../../kit/i18n/words';

const en = {
  disk: {
    question: 'A third merge thread starts, on one of the two sort devices. How many merges will read and write that disk at once?',
    choices: ['One: each thread has a disk to itself', 'Two: it shares the disk with another merge', 'Three: every thread on one disk'],
    alone: 'no other merge runs',
    shared: (n: string) => `${n} merges now read and write at once`,
    why: (group: string, d: string, who: string) =>
      `Group ${group}’s sort file is on disk ${d}, where ${who}: four threads on two disks. The article’s toll booth: each disk serves its merges’ blocks in turn and seeks between their files.`,
  },
  first: {
    question: 'Four merges run: groups 0, 1, 2 and 3, each 120 to 170 MB of sort file. Which finishes first?',
    choices: ['Group 0, the first to start', 'Group 1', 'Group 2', 'Group 3, the smallest'],
    why: (group: string, took: string, queued: string, d: string) =>
      `Group ${group}’s merge ended after ${took}, ${queued} of it waiting for disk ${d}: the merges share the disks, so the one with the least to read and write ends first, whatever the order they started in.`,
  },
  overlap: {
    question: 'Group 3 is merged. Does the build of its indexes (phase 3) wait for the other groups’ merges (phase 2) to end?',
    choices: ['Yes: phase 3 starts when phase 2 is over', 'No: the main process builds it while the other groups merge'],
    afterWaiting: (t: string) => `after ${t} of waiting`,
    atOnce: 'at once',
    why: (group: string, indexes: string, when: string, merging: string) =>
      `The main process began building group ${group}’s ${indexes} indexes ${when}, with ${merging} merges still running: the article’s “phase 3 can be performed in parallel with phase 2”.`,
    noMerge: (group: string) => `No merge was left running when group ${group}’s build began.`,
  },
};

export type IdxCheckpointWords = typeof en;

const fr: IdxCheckpointWords = {
  disk: {
    question:
      'Un troisième thread de fusion démarre, sur l’un des deux périphériques de tri. Combien de fusions vont lire et écrire ce disque en même temps ?',
    choices: ['Une : chaque thread a un disque pour lui seul', 'Deux : il partage le disque avec une autre fusion', 'Trois : tous les threads sur un disque'],
    alone: 'aucune autre fusion ne tourne',
    shared: (n) => `${n} fusions lisent et écrivent maintenant en même temps`,
    why: (group, d, who) =>
      `Le fichier de tri du groupe ${group} est sur le disque ${d}, où ${who} : quatre threads sur deux disques. Le péage de l’article : chaque disque sert à tour de rôle les blocs de ses fusions et déplace sa tête entre leurs fichiers.`,
  },
  first: {
    question: 'Quatre fusions tournent : les groupes 0, 1, 2 et 3, chacun avec 120 à 170 Mo de fichier de tri. Laquelle finit la première ?',
    choices: ['Le groupe 0, le premier à démarrer', 'Le groupe 1', 'Le groupe 2', 'Le groupe 3, le plus petit'],
    why: (group, took, queued, d) =>
      `La fusion du groupe ${group} s’est terminée après ${took}, dont ${queued} à attendre le disque ${d} : les fusions se partagent les disques, donc celle qui a le moins à lire et à écrire finit la première, quel que soit l’ordre dans lequel elles ont démarré.`,
  },
  overlap: {
    question:
      'Le groupe 3 est fusionné. La construction de ses index (phase 3) attend-elle la fin des fusions des autres groupes (phase 2) ?',
    choices: ['Oui : la phase 3 commence quand la phase 2 est finie', 'Non : le processus principal le construit pendant que les autres groupes fusionnent'],
    afterWaiting: (t) => `après ${t} d’attente`,
    atOnce: 'aussitôt',
    why: (group, indexes, when, merging) =>
      `Le processus principal a commencé à construire les ${indexes} index du groupe ${group} ${when}, avec ${merging} fusions encore en cours : la « phase 3 peut s’exécuter en parallèle avec la phase 2 » de l’article.`,
    noMerge: (group) => `Aucune fusion ne tournait plus quand la construction du groupe ${group} a commencé.`,
  },
};

const ru: IdxCheckpointWords = {
  disk: {
    question:
      'Третий поток слияния запускается на одном из двух устройств сортировки. Сколько слияний будут одновременно читать и писать этот диск?',
    choices: ['Одно: у каждого потока свой диск', 'Два: он делит диск с другим слиянием', 'Три: все потоки на одном диске'],
    alone: 'других слияний нет',
    shared: (n) => `одновременно читают и пишут слияний: ${n}`,
    why: (group, d, who) =>
      `Файл сортировки группы ${group} лежит на диске ${d}, где ${who}: четыре потока на двух дисках. Пункт оплаты из статьи: каждый диск по очереди обслуживает блоки своих слияний и перемещает головку между их файлами.`,
  },
  first: {
    question: 'Идут четыре слияния: группы 0, 1, 2 и 3, у каждой 120–170 МБ файла сортировки. Какое закончится первым?',
    choices: ['Группа 0, начавшая первой', 'Группа 1', 'Группа 2', 'Группа 3, самая маленькая'],
    why: (group, took, queued, d) =>
      `Слияние группы ${group} закончилось через ${took}, из них ${queued} — в ожидании диска ${d}: слияния делят диски, поэтому первым заканчивает то, кому меньше всего читать и писать, в каком бы порядке они ни начались.`,
  },
  overlap: {
    question: 'Группа 3 слита. Ждёт ли построение её индексов (фаза 3) окончания слияния других групп (фаза 2)?',
    choices: ['Да: фаза 3 начинается, когда фаза 2 закончена', 'Нет: главный процесс строит её, пока другие группы сливаются'],
    afterWaiting: (t) => `после ${t} ожидания`,
    atOnce: 'сразу',
    why: (group, indexes, when, merging) =>
      `Главный процесс начал строить индексы группы ${group} (${indexes}) ${when}, когда ещё шли слияния (${merging}): как в статье, «фаза 3 может выполняться параллельно с фазой 2».`,
    noMerge: (group) => `Когда началось построение группы ${group}, ни одного слияния уже не шло.`,
  },
};

export const IDX_CHECKPOINT_WORDS: Catalogue<IdxCheckpointWords> = { en, fr, ru };
