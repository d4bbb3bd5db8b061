/**
 * The latch figures' names and hints (`figureLabels.ts`), and the
 * scenario's moments as the stage names them.
 */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  labels: {
    rows_done: { label: 'Rows committed', hint: 'one insert a statement, each its own transaction' },
    threads: { label: 'Sessions' },
    cores: { label: 'Cores' },
    elapsed_s: { label: 'Time to the last commit', hint: 'virtual time' },
    rows_per_sec: { label: 'Rows a second', hint: 'the article’s measure' },
    latch_waits: { label: 'Latch waits', hint: 'inserts that waited for a page latch (PAGELATCH_EX)' },
    latch_wait_mean_us: { label: 'Latch wait, mean' },
    latch_wait_p99_us: { label: 'Latch wait, p99' },
    page_splits: { label: 'Page splits', hint: 'new pages past the last key and mid-page splits' },
    mid_splits: { label: 'Mid-page splits', hint: 'rows moved to a new page' },
    rows_per_page: { label: 'Rows a page' },
    leaf_pages: { label: 'Leaf pages' },
    avg_leaf_density: { label: 'Leaf density', hint: 'rows over the leaves’ room' },
    context_switches: { label: 'Context switches' },
    cpu_busy: { label: 'CPU busy', hint: 'work, spins and switches' },
    flow_control_waits: { label: 'Held back (flow control)', hint: 'OPTIMIZE_FOR_SEQUENTIAL_KEY only' },
    insert_latency_mean_us: { label: 'Insert, mean', hint: 'from its start to its commit' },
  } as Record<string, { label: string; hint?: string }>,
  moments: { split: 'split', parked_grant: 'grant to a parked session' },
  perSec: (n: string) => `${n}/s`,
  seconds: (n: string) => `${n} s`,
};

export type LatchLabelWords = typeof en;

const fr: LatchLabelWords = {
  labels: {
    rows_done: { label: 'Lignes validées', hint: 'une insertion par instruction, chacune sa propre transaction' },
    threads: { label: 'Sessions' },
    cores: { label: 'Cœurs' },
    elapsed_s: { label: 'Temps jusqu’à la dernière validation', hint: 'temps virtuel' },
    rows_per_sec: { label: 'Lignes par seconde', hint: 'la mesure de l’article' },
    latch_waits: { label: 'Attentes de latch', hint: 'insertions qui ont attendu un latch de page (PAGELATCH_EX)' },
    latch_wait_mean_us: { label: 'Attente de latch, moyenne' },
    latch_wait_p99_us: { label: 'Attente de latch, p99' },
    page_splits: { label: 'Coupures de page', hint: 'nouvelles pages après la dernière clé et coupures en milieu de page' },
    mid_splits: { label: 'Coupures en milieu de page', hint: 'lignes déplacées vers une nouvelle page' },
    rows_per_page: { label: 'Lignes par page' },
    leaf_pages: { label: 'Pages feuilles' },
    avg_leaf_density: { label: 'Remplissage des feuilles', hint: 'lignes rapportées à la place des feuilles' },
    context_switches: { label: 'Changements de contexte' },
    cpu_busy: { label: 'CPU occupé', hint: 'travail, attentes actives et changements de contexte' },
    flow_control_waits: { label: 'Retenues (régulation)', hint: 'OPTIMIZE_FOR_SEQUENTIAL_KEY seulement' },
    insert_latency_mean_us: { label: 'Insertion, moyenne', hint: 'de son début à sa validation' },
  },
  moments: { split: 'coupure', parked_grant: 'latch donné à une session endormie' },
  perSec: (n) => `${n}/s`,
  seconds: (n) => `${n} s`,
};

const ru: LatchLabelWords = {
  labels: {
    rows_done: { label: 'Зафиксировано строк', hint: 'одна вставка на инструкцию, каждая в своей транзакции' },
    threads: { label: 'Сеансы' },
    cores: { label: 'Ядра' },
    elapsed_s: { label: 'Время до последней фиксации', hint: 'виртуальное время' },
    rows_per_sec: { label: 'Строк в секунду', hint: 'мера из статьи' },
    latch_waits: { label: 'Ожидания латча', hint: 'вставки, ждавшие латч страницы (PAGELATCH_EX)' },
    latch_wait_mean_us: { label: 'Ожидание латча, среднее' },
    latch_wait_p99_us: { label: 'Ожидание латча, p99' },
    page_splits: { label: 'Расщепления страниц', hint: 'новые страницы за последним ключом и расщепления посередине' },
    mid_splits: { label: 'Расщепления посередине', hint: 'строки перенесены на новую страницу' },
    rows_per_page: { label: 'Строк на страницу' },
    leaf_pages: { label: 'Листовые страницы' },
    avg_leaf_density: { label: 'Заполнение листовых страниц', hint: 'строки относительно места в листовых страницах' },
    context_switches: { label: 'Переключения контекста' },
    cpu_busy: { label: 'Загрузка CPU', hint: 'работа, спины и переключения' },
    flow_control_waits: { label: 'Придержано (управление потоком)', hint: 'только OPTIMIZE_FOR_SEQUENTIAL_KEY' },
    insert_latency_mean_us: { label: 'Вставка, в среднем', hint: 'от начала до фиксации' },
  },
  moments: { split: 'расщепление', parked_grant: 'латч передан уснувшему сеансу' },
  perSec: (n) => `${n}/с`,
  seconds: (n) => `${n} с`,
};

export const LATCH_LABEL_WORDS: Catalogue<LatchLabelWords> = { en, fr, ru };
