/**
 * The index rebuild's glossary (`glossary.ts`): each term, where it
 * appears in the narration of that language, and a sentence or two.
 */
import type { Catalogue } from '../../kit/i18n/words';

interface Term {
  term: string;
  match: RegExp;
  text: string;
}

const en = {
  'idx-sort-group': {
    term: 'Sort group (-SG)',
    match: /\bsort groups?\b|-SG\b/,
    text: 'idxbuild deals an area’s indexes to sort groups (-SG, 8 to 64, default 48). Each group has its own memory (-TB × (-TM + 1) KB), its own buffers and its own temporary file; groups are what threads merge in parallel.',
  } as Term,
  'idx-run': {
    term: 'Sorted run',
    match: /\bruns?\b/,
    text: 'While scanning, keys fill a group’s memory; each time it is full the keys are sorted and written to the group’s sort file as one run. Phase 2 merges the runs (-TM of them a pass) until one sorted stream is left.',
  } as Term,
  'idx-phases': {
    term: 'Phases 1, 2, 3',
    match: /\bphase [123]\b|\bscan\b/i,
    text: 'Phase 1 scans the records and writes sorted runs (the main process alone); phase 2 merges each group’s runs (threads, one group each); phase 3 builds the B-trees from a merged group (the main process, as soon as a group’s merge ends, so it overlaps phase 2).',
  } as Term,
  'idx-threads': {
    term: 'Merge threads (-threadnum)',
    match: /\bthreads?\b|\bmain process\b/,
    text: 'With -threadnum N (default: the CPUs), up to N threads merge sort groups at once, at most one a group; the main process builds. One group (or one index) leaves nothing to run beside it, and idxbuild runs without threads.',
  } as Term,
  'idx-srt': {
    term: '.srt file, sort devices',
    match: /\.srt\b|\bdisks? \d+|\bsort devices?\b|\bseek\b/,
    text: 'The .srt file lists directories (ideally on separate disks) for the sort files, each with a size limit; since OpenEdge 10 they are given to groups in order. Threads whose groups’ files share a disk queue for it, and the disk’s head moves between their files: the toll station.',
  } as Term,
  'idx-merge-pass': {
    term: 'Merge pass (-TM)',
    match: /\bmerge pass(?:es)?\b/,
    text: 'One pass reads -TM runs at once through the group’s merge buffers and writes one longer run; a group with more runs than -TM needs more passes, each reading and writing its whole file.',
  } as Term,
};

export type IdxGlossaryWords = typeof en;

const fr: IdxGlossaryWords = {
  'idx-sort-group': {
    term: 'Groupe de tri (-SG)',
    match: /\bgroupes? de tri\b|-SG\b/,
    text: 'idxbuild répartit les index d’une zone entre des groupes de tri (-SG, de 8 à 64, 48 par défaut). Chaque groupe a sa propre mémoire (-TB × (-TM + 1) Ko), ses propres tampons et son propre fichier temporaire ; ce sont les groupes que les threads fusionnent en parallèle.',
  },
  'idx-run': {
    term: 'Séquence triée',
    match: /\bséquences?\b/,
    text: 'Pendant le parcours, les clés remplissent la mémoire d’un groupe ; chaque fois qu’elle est pleine, les clés sont triées et écrites dans le fichier de tri du groupe en une séquence. La phase 2 fusionne les séquences (-TM par passe) jusqu’à ce qu’il reste un seul flux trié.',
  },
  'idx-phases': {
    term: 'Phases 1, 2 et 3',
    match: /\bphase [123]\b|\bparcours\b/i,
    text: 'La phase 1 parcourt les enregistrements et écrit des séquences triées (le processus principal seul) ; la phase 2 fusionne les séquences de chaque groupe (les threads, un groupe chacun) ; la phase 3 construit les arbres B d’un groupe fusionné (le processus principal, dès que la fusion d’un groupe se termine : elle chevauche donc la phase 2).',
  },
  'idx-threads': {
    term: 'Threads de fusion (-threadnum)',
    match: /\bthreads?\b|\bprocessus principal\b/,
    text: 'Avec -threadnum N (par défaut : le nombre de CPU), jusqu’à N threads fusionnent des groupes de tri en même temps, au plus un par groupe ; le processus principal construit. Un seul groupe (ou un seul index) ne laisse rien à faire à côté, et idxbuild tourne sans threads.',
  },
  'idx-srt': {
    term: 'Fichier .srt, périphériques de tri',
    match: /\.srt\b|\bdisques? \d+|\bpériphériques? de tri\b|\bdéplacement de tête\b/,
    text: 'Le fichier .srt liste des répertoires (idéalement sur des disques distincts) pour les fichiers de tri, chacun avec une limite de taille ; depuis OpenEdge 10, ils sont attribués aux groupes dans l’ordre. Les threads dont les fichiers partagent un disque font la queue devant lui, et sa tête se déplace entre leurs fichiers : le péage.',
  },
  'idx-merge-pass': {
    term: 'Passe de fusion (-TM)',
    match: /\bpasses? de fusion\b/,
    text: 'Une passe lit -TM séquences à la fois à travers les tampons de fusion du groupe et écrit une séquence plus longue ; un groupe qui a plus de séquences que -TM demande plus de passes, chacune lisant et écrivant tout son fichier.',
  },
};

const ru: IdxGlossaryWords = {
  'idx-sort-group': {
    term: 'Группа сортировки (-SG)',
    match: /групп[а-яё]* сортировки|-SG\b/i,
    text: 'idxbuild распределяет индексы области по группам сортировки (-SG, от 8 до 64, по умолчанию 48). У каждой группы своя память (-TB × (-TM + 1) КБ), свои буферы и свой временный файл; именно группы потоки сливают параллельно.',
  },
  'idx-run': {
    term: 'Отсортированная серия',
    match: /(?<![а-яё])сери(?:ях|ями|я|и|й|ю|е)(?![а-яё])/i,
    text: 'При чтении ключи заполняют память группы; каждый раз, когда она заполнена, ключи сортируются и записываются в файл сортировки группы одной серией. Фаза 2 сливает серии (по -TM за проход), пока не останется один отсортированный поток.',
  },
  'idx-phases': {
    term: 'Фазы 1, 2, 3',
    match: /фаз[аеуы] [123]|(?<![а-яё])чтени[еяю](?![а-яё])/i,
    text: 'Фаза 1 читает записи и пишет отсортированные серии (только главный процесс); фаза 2 сливает серии каждой группы (потоки, по группе на каждый); фаза 3 строит B-деревья слитой группы (главный процесс, как только слияние группы закончилось, поэтому она накладывается на фазу 2).',
  },
  'idx-threads': {
    term: 'Потоки слияния (-threadnum)',
    match: /(?<![а-яё])поток(?:ами|ам|ах|ов|а|и|у|е)?(?![а-яё])|главн[а-яё]+ процесс/i,
    text: 'С -threadnum N (по умолчанию — по числу процессоров) до N потоков одновременно сливают группы сортировки, не больше одного на группу; главный процесс строит. Одна группа (или один индекс) не оставляет параллельной работы, и idxbuild работает без потоков.',
  },
  'idx-srt': {
    term: 'Файл .srt, устройства сортировки',
    match: /\.srt\b|диск[а-яё]* \d+|устройств[а-яё]* сортировки|позиционировани[а-яё]+ головки/i,
    text: 'Файл .srt перечисляет каталоги (в идеале на разных дисках) для файлов сортировки, у каждого свой предел размера; начиная с OpenEdge 10 они назначаются группам по порядку. Потоки, чьи файлы лежат на одном диске, стоят к нему в очереди, а головка диска перемещается между их файлами: тот самый пункт оплаты.',
  },
  'idx-merge-pass': {
    term: 'Проход слияния (-TM)',
    match: /проход[а-яё]* слияния/i,
    text: 'Один проход читает -TM серий сразу через буферы слияния группы и пишет одну более длинную серию; группе, у которой серий больше, чем -TM, нужно больше проходов, и каждый читает и пишет весь её файл.',
  },
};

export const IDX_GLOSSARY_WORDS: Catalogue<IdxGlossaryWords> = { en, fr, ru };
