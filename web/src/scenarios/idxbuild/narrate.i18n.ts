/**
 * The index rebuild's narration (`narrate.ts`): step 0, each event's
 * headline, what it means, and the event list's sentences. Figures come
 * formatted (numbers, seconds, megabytes); counts that take a plural come
 * as numbers. The article is English: its words are quoted in translation.
 */
import { ruPlural, type Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';

const n = fmtInt;
const en = {
  /** The article's two findings, in its words. */
  toll: '“an 8-lane highway with a one lane toll station”',
  noOtherGroup: '“there is no other group to be worked with concurrently”',
  theDatabase: 'the database',
  every: 'every index',
  largest: 'its largest index',
  whoThreads: (t: number) => `${n(t)} merge ${t === 1 ? 'thread' : 'threads'} beside the main process`,
  whoAlone: 'the main process alone (no threads)',
  whoIts: 'its threads',
  onDevices: (d: number) => ` on ${n(d)} sort ${d === 1 ? 'device' : 'devices'}`,
  stepZero: (what: string, db: string, who: string, where: string, sg: string) =>
    `Step 0: proutil idxbuild is about to rebuild ${what} of ${db}: ${who}${where}${sg}.`,
  stepZeroMore:
    'Phase 1 scans the records and writes each index’s keys, sorted in memory, as runs to its sort group’s file; phase 2 merges each group’s runs; phase 3 builds the B-trees.',
  nothing: 'Nothing happened in this step.',
  runs: (r: number) => `${n(r)} ${r === 1 ? 'run' : 'runs'}`,
  indexes: (i: number) => `${n(i)} ${i === 1 ? 'index' : 'indexes'}`,
  toItself: (d: string) => `it has disk ${d} to itself`,
  joins: (others: number, d: string) => `it joins ${n(others)} ${others === 1 ? 'other' : 'others'} on disk ${d}: every block now a longer seek`,
  areaNoThreads: (name: string, indexes: number, groups: number) =>
    `Area ${name}: ${n(indexes)} ${indexes === 1 ? 'index' : 'indexes'} in ${n(groups)} ${groups === 1 ? 'sort group' : 'sort groups'}, no merge threads: the main process will scan, merge and build in turn.`,
  areaThreads: (name: string, indexes: number, mb: string, groups: number, threads: number) =>
    `Area ${name}: ${n(indexes)} ${indexes === 1 ? 'index' : 'indexes'} of ${mb} dealt to ${n(groups)} ${groups === 1 ? 'sort group' : 'sort groups'}; the main process scans alone, then ${n(threads)} ${threads === 1 ? 'thread' : 'threads'} will merge.`,
  scanAt: (t: string, progress: string) => `Phase 1 at ${t}: ${progress}`,
  scanProgress: (pct: string, keys: number, runs: number) =>
    `${pct}% scanned, ${n(keys)} keys sorted into ${n(runs)} ${runs === 1 ? 'run' : 'runs'}; the scan has no threads.`,
  scanDone: (took: string, keys: number, runs: number, mb: string) =>
    `Phase 1 over after ${took}: ${n(keys)} keys in ${n(runs)} ${runs === 1 ? 'run' : 'runs'}, ${mb} of sort files.`,
  mainMerges: (group: string, runs: number, mb: string, d: string) =>
    `The main process merges group ${group} itself (${n(runs)} ${runs === 1 ? 'run' : 'runs'}, ${mb} on disk ${d}): no thread to hand it to.`,
  threadTakes: (worker: string, group: string, runs: number, mb: string, sharing: string) =>
    `${worker} takes group ${group} (${n(runs)} ${runs === 1 ? 'run' : 'runs'}, ${mb}): ${sharing}.`,
  merged: (worker: string, group: string, took: string, queued: string, d: string) =>
    `${worker} merged group ${group} in ${took}, ${queued} of it queued at disk ${d}.`,
  buildStart: (group: string, indexes: number, merging: number) =>
    `Phase 3: the main process builds group ${group}’s ${n(indexes)} ${indexes === 1 ? 'index' : 'indexes'}${merging > 0 ? ` while ${n(merging)} ${merging === 1 ? 'thread' : 'threads'} still merge` : ''}.`,
  built: (group: string, took: string, mb: string) => `The main process built group ${group}’s B-trees in ${took} (${mb}).`,
  areaDone: (area: string, took: string) => `Area ${area} is rebuilt, ${took} after it began.`,
  over: (t: string) => `The rebuild is over: ${t}.`,
  // What the step means.
  oneGroup: (quote: string) => `With one sort group there is nothing to merge at the same time: ${quote}, so idxbuild runs without threads.`,
  phase2Only: (threads: string, groups: string) =>
    `Threads only work in phase 2, one sort group each; ${threads} of the ${groups} groups can merge at once.`,
  scanAlone: 'The scan is the main process’s alone: reading the records and building keys does not go faster with more threads.',
  fileOn: (disk: string, mb: string) => `${disk} ${mb}`,
  sortFiles: (list: string) => `Its sort files: ${list}. The .srt file’s directories are given to the groups in order.`,
  ioBound: 'Merging is I/O bound: the disk works while the CPUs wait.',
  sharing: (threads: number, d: string, quote: string) =>
    `${n(threads)} threads now read and write files on disk ${d}, which serves one request at a time: they queue, and its head moves between their files. The article calls it ${quote}.`,
  alone: (d: string, passes: number, indexes: number) =>
    `Disk ${d} serves this merge alone: ${n(passes)} ${passes === 1 ? 'merge pass' : 'merge passes'} over ${n(indexes)} ${indexes === 1 ? 'index' : 'indexes'}’ keys with no one in the way.`,
  mergeWaited: (share: string, group: string) =>
    `${share}% of the merge was waiting behind other requests at its device; group ${group} now waits for the main process to build it.`,
  overlap: (group: string, waited: string) =>
    `Phase 3 overlaps phase 2: the main process builds groups as their merges end, while threads merge the rest. Group ${group} had waited ${waited} for it.`,
  noMerging: (group: string, waited: string) =>
    `No thread is merging any more: what is left is the main process building, one group at a time (group ${group} had waited ${waited}).`,
  indexBlocks: (mb: string) => `${mb} MB of index blocks written to the database.`,
  areaRemoved: 'Its sort files are removed before the next area’s scan.',
  compare: 'Compare it with no threads (threads 1) and with one sort device: the article measured 20% for 8 threads on 5 devices.',
  // The event list.
  atScan: (t: string, progress: string) => `At ${t}, phase 1: ${progress}`,
  atOver: (t: string) => `At ${t}: the rebuild is over.`,
  atOverAll: (t: string, all: string) => `At ${t}: the rebuild is over, ${all} in all.`,
  at: (t: string, what: string) => `At ${t}: ${what}`,
};

export type NarrateWords = typeof en;

const frPl = (x: number, one: string, many: string) => `${n(x)} ${x >= 2 ? many : one}`;

const fr: NarrateWords = {
  toll: '«\u00a0une autoroute à 8 voies avec un péage à une seule voie\u00a0»',
  noOtherGroup: '«\u00a0il n’y a pas d’autre groupe à traiter en même temps\u00a0»',
  theDatabase: 'de la base',
  every: 'tous les index',
  largest: 'le plus grand index',
  whoThreads: (t) => `${frPl(t, 'thread', 'threads')} de fusion à côté du processus principal`,
  whoAlone: 'le processus principal seul (sans threads)',
  whoIts: 'ses threads',
  onDevices: (d) => ` sur ${frPl(d, 'périphérique', 'périphériques')} de tri`,
  stepZero: (what, db, who, where, sg) => `Étape 0\u00a0: proutil idxbuild va reconstruire ${what} ${db}\u00a0: ${who}${where}${sg}.`,
  stepZeroMore:
    'La phase 1 parcourt les enregistrements et écrit les clés de chaque index, triées en mémoire, en séquences dans le fichier de son groupe de tri\u00a0; la phase 2 fusionne les séquences de chaque groupe\u00a0; la phase 3 construit les arbres B.',
  nothing: 'Rien ne s’est passé à cette étape.',
  runs: (r) => frPl(r, 'séquence', 'séquences'),
  indexes: (i) => `${n(i)} index`,
  toItself: (d) => `il a le disque ${d} pour lui seul`,
  joins: (others, d) =>
    `il rejoint ${others >= 2 ? `${n(others)} autres threads` : `${n(others)} autre thread`} sur le disque ${d}\u00a0: chaque bloc coûte désormais un déplacement de tête plus long`,
  areaNoThreads: (name, indexes, groups) =>
    `Zone ${name}\u00a0: ${n(indexes)} index dans ${frPl(groups, 'groupe', 'groupes')} de tri, sans threads de fusion\u00a0: le processus principal va parcourir, fusionner et construire à tour de rôle.`,
  areaThreads: (name, indexes, mb, groups, threads) =>
    `Zone ${name}\u00a0: ${n(indexes)} index, ${mb}, répartis en ${frPl(groups, 'groupe', 'groupes')} de tri\u00a0; le processus principal parcourt seul, puis ${frPl(threads, 'thread fusionnera', 'threads fusionneront')}.`,
  scanAt: (t, progress) => `Phase 1 à ${t}\u00a0: ${progress}`,
  scanProgress: (pct, keys, runs) =>
    `${pct}\u00a0% parcourus, ${n(keys)} clés triées en ${frPl(runs, 'séquence', 'séquences')}\u00a0; le parcours n’a pas de threads.`,
  scanDone: (took, keys, runs, mb) =>
    `Phase 1 terminée après ${took}\u00a0: ${n(keys)} clés en ${frPl(runs, 'séquence', 'séquences')}, ${mb} de fichiers de tri.`,
  mainMerges: (group, runs, mb, d) =>
    `Le processus principal fusionne lui-même le groupe ${group} (${frPl(runs, 'séquence', 'séquences')}, ${mb} sur le disque ${d})\u00a0: pas de thread à qui le confier.`,
  threadTakes: (worker, group, runs, mb, sharing) =>
    `${worker} prend le groupe ${group} (${frPl(runs, 'séquence', 'séquences')}, ${mb})\u00a0: ${sharing}.`,
  merged: (worker, group, took, queued, d) =>
    `${worker} a fusionné le groupe ${group} en ${took}, dont ${queued} en file d’attente au disque ${d}.`,
  buildStart: (group, indexes, merging) =>
    `Phase 3\u00a0: le processus principal construit ${indexes >= 2 ? `les ${n(indexes)} index` : 'l’index'} du groupe ${group}${merging > 0 ? ` pendant que ${frPl(merging, 'thread fusionne', 'threads fusionnent')} encore` : ''}.`,
  built: (group, took, mb) => `Le processus principal a construit les arbres B du groupe ${group} en ${took} (${mb}).`,
  areaDone: (area, took) => `La zone ${area} est reconstruite, ${took} après son début.`,
  over: (t) => `La reconstruction est terminée\u00a0: ${t}.`,
  oneGroup: (quote) =>
    `Avec un seul groupe de tri, il n’y a rien à fusionner en même temps\u00a0: ${quote}, donc idxbuild tourne sans threads.`,
  phase2Only: (threads, groups) =>
    `Les threads ne travaillent qu’en phase 2, un groupe de tri chacun\u00a0; ${threads} des ${groups} groupes peuvent fusionner à la fois.`,
  scanAlone:
    'Le parcours appartient au seul processus principal\u00a0: lire les enregistrements et construire les clés ne va pas plus vite avec plus de threads.',
  fileOn: (disk, mb) => `${disk}\u00a0: ${mb}`,
  sortFiles: (list) => `Ses fichiers de tri\u00a0: ${list}. Les répertoires du fichier .srt sont attribués aux groupes dans l’ordre.`,
  ioBound: 'La fusion est limitée par les E/S\u00a0: le disque travaille pendant que les CPU attendent.',
  sharing: (threads, d, quote) =>
    `${n(threads)} threads lisent et écrivent maintenant des fichiers sur le disque ${d}, qui sert une requête à la fois\u00a0: ils font la queue, et sa tête se déplace entre leurs fichiers. L’article parle d’${quote}.`,
  alone: (d, passes, indexes) =>
    `Le disque ${d} sert cette fusion seul\u00a0: ${frPl(passes, 'passe', 'passes')} de fusion sur les clés de ${n(indexes)} index, sans personne en travers.`,
  mergeWaited: (share, group) =>
    `${share}\u00a0% de la fusion s’est passé à attendre derrière d’autres requêtes à son périphérique\u00a0; le groupe ${group} attend maintenant que le processus principal le construise.`,
  overlap: (group, waited) =>
    `La phase 3 chevauche la phase 2\u00a0: le processus principal construit les groupes à mesure que leurs fusions se terminent, pendant que les threads fusionnent le reste. Le groupe ${group} l’avait attendu ${waited}.`,
  noMerging: (group, waited) =>
    `Plus aucun thread ne fusionne\u00a0: il reste le processus principal qui construit, un groupe à la fois (le groupe ${group} avait attendu ${waited}).`,
  indexBlocks: (mb) => `${mb} Mo de blocs d’index écrits dans la base.`,
  areaRemoved: 'Ses fichiers de tri sont supprimés avant le parcours de la zone suivante.',
  compare:
    'Comparez avec le cas sans threads (threads 1) et avec un seul périphérique de tri\u00a0: l’article a mesuré 20\u00a0% pour 8 threads sur 5 périphériques.',
  atScan: (t, progress) => `À ${t}, phase 1\u00a0: ${progress}`,
  atOver: (t) => `À ${t}\u00a0: la reconstruction est terminée.`,
  atOverAll: (t, all) => `À ${t}\u00a0: la reconstruction est terminée, ${all} en tout.`,
  at: (t, what) => `À ${t}\u00a0: ${what}`,
};

const ruRuns = (r: number) => `${n(r)} ${ruPlural(r, 'серия', 'серии', 'серий')}`;
const ruRunsAcc = (r: number) => `${n(r)} ${ruPlural(r, 'серию', 'серии', 'серий')}`;
const ruIdx = (i: number) => `${n(i)} ${ruPlural(i, 'индекс', 'индекса', 'индексов')}`;

const ru: NarrateWords = {
  toll: '«8-полосное шоссе с однополосным пунктом оплаты»',
  noOtherGroup: '«нет другой группы, которую можно было бы обрабатывать параллельно»',
  theDatabase: 'базы данных',
  every: 'все индексы',
  largest: 'самый большой индекс',
  whoThreads: (t) => `${n(t)} ${ruPlural(t, 'поток', 'потока', 'потоков')} слияния помимо главного процесса`,
  whoAlone: 'только главный процесс (без потоков)',
  whoIts: 'её потоки',
  onDevices: (d) => ` на ${n(d)} ${ruPlural(d, 'устройстве', 'устройствах', 'устройствах')} сортировки`,
  stepZero: (what, db, who, where, sg) => `Шаг 0: proutil idxbuild сейчас перестроит ${what} ${db}: ${who}${where}${sg}.`,
  stepZeroMore:
    'Фаза 1 читает записи и пишет ключи каждого индекса, отсортированные в памяти, сериями в файл его группы сортировки; фаза 2 сливает серии каждой группы; фаза 3 строит B-деревья.',
  nothing: 'На этом шаге ничего не произошло.',
  runs: ruRuns,
  indexes: ruIdx,
  toItself: (d) => `диск ${d} достаётся ему одному`,
  joins: (others, d) =>
    `он присоединяется ещё к ${n(others)} ${ruPlural(others, 'потоку', 'потокам', 'потокам')} на диске ${d}: каждый блок теперь требует более долгого позиционирования головки`,
  areaNoThreads: (name, indexes, groups) =>
    `Область ${name}: ${ruIdx(indexes)} в ${n(groups)} ${ruPlural(groups, 'группе', 'группах', 'группах')} сортировки, потоков слияния нет: главный процесс будет по очереди читать, сливать и строить.`,
  areaThreads: (name, indexes, mb, groups, threads) =>
    `Область ${name}: ${ruIdx(indexes)} объёмом ${mb} распределены по ${n(groups)} ${ruPlural(groups, 'группе', 'группам', 'группам')} сортировки; главный процесс читает один, затем сливать будут ${n(threads)} ${ruPlural(threads, 'поток', 'потока', 'потоков')}.`,
  scanAt: (t, progress) => `Фаза 1, ${t}: ${progress}`,
  scanProgress: (pct, keys, runs) =>
    `прочитано ${pct} %, ${n(keys)} ${ruPlural(keys, 'ключ', 'ключа', 'ключей')} отсортировано в ${ruRunsAcc(runs)}; у чтения нет потоков.`,
  scanDone: (took, keys, runs, mb) => `Фаза 1 закончена за ${took}: ${n(keys)} ${ruPlural(keys, 'ключ', 'ключа', 'ключей')} в ${n(runs)} ${ruPlural(runs, 'серии', 'сериях', 'сериях')}, ${mb} файлов сортировки.`,
  mainMerges: (group, runs, mb, d) =>
    `Главный процесс сам сливает группу ${group} (${ruRuns(runs)}, ${mb} на диске ${d}): передать её некому.`,
  threadTakes: (worker, group, runs, mb, sharing) => `${worker} берёт группу ${group} (${ruRuns(runs)}, ${mb}): ${sharing}.`,
  merged: (worker, group, took, queued, d) =>
    `${worker} слил группу ${group} за ${took}, из них ${queued} — в очереди к диску ${d}.`,
  buildStart: (group, indexes, merging) =>
    `Фаза 3: главный процесс строит ${ruIdx(indexes)} группы ${group}${merging > 0 ? `, пока ${n(merging)} ${ruPlural(merging, 'поток ещё сливает', 'потока ещё сливают', 'потоков ещё сливают')}` : ''}.`,
  built: (group, took, mb) => `Главный процесс построил B-деревья группы ${group} за ${took} (${mb}).`,
  areaDone: (area, took) => `Область ${area} перестроена через ${took} после начала.`,
  over: (t) => `Перестроение закончено: ${t}.`,
  oneGroup: (quote) =>
    `При одной группе сортировки сливать одновременно нечего: ${quote}, поэтому idxbuild работает без потоков.`,
  phase2Only: (threads, groups) =>
    `Потоки работают только в фазе 2, по одной группе сортировки на поток; одновременно могут сливаться ${threads} из ${groups} групп.`,
  scanAlone:
    'Чтение — дело одного главного процесса: чтение записей и построение ключей не ускоряются от числа потоков.',
  fileOn: (disk, mb) => `${disk}: ${mb}`,
  sortFiles: (list) => `Её файлы сортировки: ${list}. Каталоги из файла .srt назначаются группам по порядку.`,
  ioBound: 'Слияние упирается в ввод-вывод: диск работает, процессоры ждут.',
  sharing: (threads, d, quote) =>
    `${n(threads)} ${ruPlural(threads, 'поток', 'потока', 'потоков')} теперь читают и пишут файлы на диске ${d}, а он обслуживает один запрос за раз: потоки стоят в очереди, и его головка перемещается между их файлами. Статья называет это так: ${quote}.`,
  alone: (d, passes, indexes) =>
    `Диск ${d} обслуживает только это слияние: ${n(passes)} ${ruPlural(passes, 'проход', 'прохода', 'проходов')} слияния по ключам ${n(indexes)} ${ruPlural(indexes, 'индекса', 'индексов', 'индексов')}, никто не мешает.`,
  mergeWaited: (share, group) =>
    `${share} % времени слияния прошло в ожидании за чужими запросами к устройству; группа ${group} теперь ждёт, когда главный процесс её построит.`,
  overlap: (group, waited) =>
    `Фаза 3 накладывается на фазу 2: главный процесс строит группы по мере окончания их слияния, пока потоки сливают остальные. Группа ${group} ждала его ${waited}.`,
  noMerging: (group, waited) =>
    `Ни один поток больше не сливает: остался главный процесс, который строит по одной группе за раз (группа ${group} ждала ${waited}).`,
  indexBlocks: (mb) => `В базу данных записано ${mb} МБ индексных блоков.`,
  areaRemoved: 'Её файлы сортировки удаляются до чтения следующей области.',
  compare:
    'Сравните с запуском без потоков (threads 1) и с одним устройством сортировки: в статье получили 20 % для 8 потоков на 5 устройствах.',
  atScan: (t, progress) => `${t}, фаза 1: ${progress}`,
  atOver: (t) => `${t}: перестроение закончено.`,
  atOverAll: (t, all) => `${t}: перестроение закончено, всего ${all}.`,
  at: (t, what) => `${t}: ${what}`,
};

export const NARRATE_WORDS: Catalogue<NarrateWords> = { en, fr, ru };
