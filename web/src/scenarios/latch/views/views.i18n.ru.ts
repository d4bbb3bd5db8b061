// The Russian words of `views.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { ruPlural } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';
import type { LatchViewWords } from './views.i18n';

export const ru: LatchViewWords = {
  sessionsBy: (n, parts) => `${fmtInt(n)} ${ruPlural(n, 'сеанс', 'сеанса', 'сеансов')}: ${parts}`,
  statePart: (n, phrase) => `${n} (${phrase})`,
  core: (c) => `ядро ${c}`,
  noHolder: 'владельца нет',
  heldBy: (s, running) => `латч у сеанса ${s}${running ? '' : ', который ждёт своё ядро'}`,
  noQueue: 'очереди нет',
  queued: (n, who) => `в очереди ${fmtInt(n)} (${who})`,
  pageRow: (p, last, who, queue) => `страница ${p}${last ? ' (последняя)' : ''}: ${who}, ${queue}`,
  rowsJoin: '; ',
  noLatchNow: (last) => `Сейчас ни один латч страницы не занят; последняя страница — ${last}`,
  queuesTitle: 'Латчи страниц: владелец ◆ (◇ ждёт своё ядро) и очередь, с головы',
  morePages: (n) => ` (ещё ${fmtInt(n)} ${ruPlural(n, 'страница', 'страницы', 'страниц')} в таблице ниже)`,
  noLatchShown: (last) => `Латчи не заняты: последняя страница — ${last}.`,
  pageLabel: (p) => `стр. ${p}`,
  lastShort: ' (посл.)',
  requestsNow: 'sys.dm_exec_requests, сейчас',
  requestsRegion: (name) => `Запросы сейчас, как в sys.dm_exec_requests${name ? ` (${name})` : ''}`,
  requestsCaption: 'Запрос каждого сеанса: состояние, тип ожидания, время ожидания и ресурс ожидания',
  requestsNote:
    'Сеансы пронумерованы с 0, как их считает движок (пользовательские сеансы SQL Server начинаются с 51); страницы — как база 5, файл 1, страницы таблицы — со страницы 1\u00a0000 файла (первые страницы занимают заголовок файла и карты распределения). WRITELOG — сброс журнала при фиксации; у сеанса между инструкциями (результат идёт клиенту, следующая вставка — обратно) или без оставшихся вставок запроса нет.',
  latchesNow: 'Латчи страниц, занятые сейчас',
  noLatchTable: (last) => `Сейчас ни один латч страницы не занят. Последняя страница — ${last}.`,
  latchesRegion: (name) => `Латчи страниц и их очереди${name ? ` (${name})` : ''}`,
  latchesCaption: 'Каждая страница под латчем: владелец, очередь с головы и ожидания на данный момент',
  colPage: 'Страница',
  colHolder: 'Владелец',
  colQueue: 'Очередь, с головы',
  colWaits: 'Ожиданий пока',
  lastPage: ' (последняя страница)',
  holder: (s, running) => `сеанс ${s}${running ? '' : ' (ждёт своё ядро)'}`,
  endTitle: 'Сеансы в конце прогона',
  endName: 'в конце прогона',
  stepName: 'пошаговый вид',
  named: (name, sentence) => `${name}: ${sentence}`,
};
