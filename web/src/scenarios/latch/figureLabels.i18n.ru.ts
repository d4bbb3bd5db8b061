// The Russian words of `figureLabels.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LatchLabelWords } from './figureLabels.i18n';

export const ru: LatchLabelWords = {
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
