// The Russian words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LatchBaseWords } from './words.i18n';

export const ru: LatchBaseWords = {
  short: {
    sequential_guid: 'последовательный GUID',
    sequence_ranges: 'диапазоны последовательности',
    hash_partitions: 'хеш-секции',
  },
  long: {
    identity: 'ключ identity: каждая вставка идёт на последнюю страницу',
    sequential_key: 'ключ identity с OPTIMIZE_FOR_SEQUENTIAL_KEY: доступ к последней странице регулируется',
    sequential_guid:
      'NEWSEQUENTIALID(): ключи упорядочены, поэтому каждая вставка идёт на последнюю страницу, а ключ занимает 16 байт',
    guid: 'NEWID(): случайные ключи, вставки расходятся по всем листовым страницам',
    sequence_ranges: 'диапазоны последовательности, закешированные серверами приложений: у каждого своя точка вставки',
    hash_partitions: 'хеш-секции по id: у каждой своя последняя страница',
  },
  phrase: {
    running: 'выполняется на своём ядре',
    runnable: 'готов к выполнению: ждёт своё ядро',
    spinning: 'крутится в ожидании латча (спин) на своём ядре',
    waiting_latch: 'уснул в ожидании латча',
    holding: 'держит латч, выполняется',
    holding_runnable: 'держит латч, ждёт своё ядро',
    flow_control: 'придержан OPTIMIZE_FOR_SEQUENTIAL_KEY',
    commit_wait: 'фиксирует транзакцию: ждёт сброса журнала',
    done: 'простаивает: вставки нет',
    round_trip: 'зафиксировал: результат идёт клиенту, следующая инструкция — обратно',
  },
  key: {
    running: 'выполняется',
    runnable: 'ждёт ядро',
    spinning: 'спин',
    parked: 'уснул: PAGELATCH_EX',
    holds: 'держит латч',
    holdsNoCore: 'держит, без ядра',
    flowControl: 'управление потоком',
    commit: 'фиксация',
    idle: 'простой',
  },
  session: (n) => `сеанс ${n}`,
  rate: (r) => `${r} строк/с`,
  noRate: '— строк/с',
  units: { us: 'мкс', ms: 'мс', s: 'с' },
};
