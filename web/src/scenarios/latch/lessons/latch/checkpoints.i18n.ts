/**
 * The latch checkpoints' words (`checkpoints.ts`): questions, choices, and
 * the reasons, from the step's own figures (`p`, `np` a page's number,
 * `s` a session's, `t` a time, all formatted; counts as numbers).
 */
import type { Catalogue } from '../../../../kit/i18n/words';
import { ruPlural } from '../../../../kit/i18n/words';
import { fmtInt } from '../../../../kit/text/format';

const en = {
  whoQuestion: 'More sessions reach the table’s last page and ask for its latch (PAGELATCH_EX). How many of them get it at once?',
  whoChoices: {
    each: 'Each of them: they only add a row',
    one: 'One: the latch is exclusive, the others wait',
    none: 'None: the latch is held, and they queue behind the sessions already waiting',
  },
  whoWhy: (asks: number, p: string, granted: number, queue: number) =>
    `${asks} sessions asked for page ${p}’s latch; ${granted} got it. The last found ${queue} already waiting: every identity key belongs on the last page, and an insert holds its latch exclusive while it adds its row. A waiter spins 20 µs on its core, then parks.`,
  parkedQuestion: 'The latch passes to the next session in line, which has parked. Can it add its row at once?',
  parkedChoices: {
    yes: 'Yes: the latch is its own now',
    no: 'No: it must first get its core back, and holds the latch while it waits',
  },
  parkedOnCpu: (s: string, waited: string) => `Session ${s} was still on its core: it used the latch at once, after ${waited} in line.`,
  parkedOffCpu: (s: string, waited: string, p: string, queue: number) =>
    `Session ${s} had waited ${waited}, parked; its core was running another session, so it holds page ${p}’s latch while it waits for the core, and ${queue} sessions wait behind it: the convoy.`,
  fullQuestion: 'The last page is full. With dozens of sessions queued on it, what happens to its rows?',
  fullChoices: {
    half: 'Half of them move to a new page',
    none: 'None move: the next key starts a new page',
    rebuilt: 'The page is rebuilt, emptier',
  },
  fullEnd: (np: string, waiters: number, p: string) =>
    `The row is past the last key of the index, so page ${np} starts empty and nothing moves (SQL Server’s end-of-index split). The new page is the new hot spot: the ${waiters} sessions queued on page ${p} each take its latch once more, find it split, and queue again on page ${np}.`,
  fullMid: (moved: number, np: string, waiters: number) => `${moved} rows moved to page ${np}; ${waiters} queued sessions must ask again.`,
};

export type LatchCheckpointWords = typeof en;

const fr: LatchCheckpointWords = {
  whoQuestion:
    'D’autres sessions atteignent la dernière page de la table et demandent son latch (PAGELATCH_EX). Combien l’obtiennent aussitôt\u202f?',
  whoChoices: {
    each: 'Toutes\u00a0: elles ne font qu’ajouter une ligne',
    one: 'Une seule\u00a0: le latch est exclusif, les autres attendent',
    none: 'Aucune\u00a0: le latch est détenu, et elles font la queue derrière les sessions qui attendent déjà',
  },
  whoWhy: (asks, p, granted, queue) =>
    `${fmtInt(asks)} ${asks >= 2 ? 'sessions ont demandé' : 'session a demandé'} le latch de la page ${p}\u202f; ${fmtInt(granted)} ${granted >= 2 ? 'l’ont obtenu' : 'l’a obtenu'}. La dernière en a trouvé ${fmtInt(queue)} qui attendaient déjà\u00a0: toute clé identity va sur la dernière page, et une insertion garde son latch en exclusif le temps d’ajouter sa ligne. Une session en attente tourne 20 µs sur son cœur (spin), puis s’endort.`,
  parkedQuestion: 'Le latch passe à la session suivante de la file, qui s’est endormie. Peut-elle ajouter sa ligne aussitôt\u202f?',
  parkedChoices: {
    yes: 'Oui\u00a0: le latch est à elle maintenant',
    no: 'Non\u00a0: elle doit d’abord retrouver son cœur, et garde le latch pendant qu’elle attend',
  },
  parkedOnCpu: (s, waited) => `La session ${s} était encore sur son cœur\u00a0: elle s’est servie du latch aussitôt, après ${waited} dans la file.`,
  parkedOffCpu: (s, waited, p, queue) =>
    `La session ${s} avait attendu ${waited}, endormie\u202f; son cœur exécutait une autre session, donc elle détient le latch de la page ${p} en attendant le cœur, et ${fmtInt(queue)} ${queue >= 2 ? 'sessions attendent' : 'session attend'} derrière elle\u00a0: le convoi.`,
  fullQuestion: 'La dernière page est pleine. Avec des dizaines de sessions en file dessus, que deviennent ses lignes\u202f?',
  fullChoices: {
    half: 'La moitié passe sur une nouvelle page',
    none: 'Aucune ne bouge\u00a0: la clé suivante commence une nouvelle page',
    rebuilt: 'La page est reconstruite, moins pleine',
  },
  fullEnd: (np, waiters, p) =>
    `La ligne est après la dernière clé de l’index, donc la page ${np} commence vide et rien ne bouge (la coupure en fin d’index de SQL Server). La nouvelle page est le nouveau point chaud\u00a0: chacune des ${fmtInt(waiters)} sessions en file sur la page ${p} reprend son latch une fois de plus, la trouve coupée, et refait la queue sur la page ${np}.`,
  fullMid: (moved, np, waiters) =>
    `${fmtInt(moved)} ${moved >= 2 ? 'lignes sont passées' : 'ligne est passée'} sur la page ${np}\u202f; ${fmtInt(waiters)} ${waiters >= 2 ? 'sessions en file doivent' : 'session en file doit'} redemander.`,
};

const ru: LatchCheckpointWords = {
  whoQuestion:
    'Новые сеансы доходят до последней страницы таблицы и запрашивают её латч (PAGELATCH_EX). Сколько из них получат его сразу?',
  whoChoices: {
    each: 'Все: они ведь только добавляют строку',
    one: 'Один: латч монопольный, остальные ждут',
    none: 'Ни один: латч занят, и они встают в очередь за уже ждущими сеансами',
  },
  whoWhy: (asks, p, granted, queue) =>
    `${fmtInt(asks)} ${ruPlural(asks, 'сеанс запросил', 'сеанса запросили', 'сеансов запросили')} латч страницы ${p}; ${ruPlural(granted, 'получил', 'получили', 'получили')} его ${fmtInt(granted)}. Последний застал в очереди уже ${fmtInt(queue)}: каждый ключ identity попадает на последнюю страницу, а вставка держит её латч монопольно, пока добавляет строку. Ждущий сеанс крутится 20 мкс на своём ядре (спин), затем засыпает.`,
  parkedQuestion: 'Латч переходит к следующему сеансу в очереди, а тот уже уснул. Сможет ли он сразу добавить строку?',
  parkedChoices: {
    yes: 'Да: латч теперь его',
    no: 'Нет: сначала ему нужно вернуть своё ядро, и всё это время он держит латч',
  },
  parkedOnCpu: (s, waited) => `Сеанс ${s} ещё был на своём ядре: он сразу воспользовался латчем, простояв в очереди ${waited}.`,
  parkedOffCpu: (s, waited, p, queue) =>
    `Сеанс ${s} прождал ${waited} во сне; его ядро выполняло другой сеанс, поэтому он держит латч страницы ${p}, пока ждёт ядро, а за ним ${ruPlural(queue, 'ждёт', 'ждут', 'ждут')} ${fmtInt(queue)} ${ruPlural(queue, 'сеанс', 'сеанса', 'сеансов')}: это конвой.`,
  fullQuestion: 'Последняя страница заполнена. В очереди к ней десятки сеансов. Что станет с её строками?',
  fullChoices: {
    half: 'Половина переедет на новую страницу',
    none: 'Ни одна не переедет: следующий ключ начнёт новую страницу',
    rebuilt: 'Страница будет перестроена, менее заполненной',
  },
  fullEnd: (np, waiters, p) =>
    `Строка идёт за последним ключом индекса, поэтому страница ${np} начинается пустой и ничего не переносится (расщепление в конце индекса в SQL Server). Новая страница — новое горячее место: каждый из ${fmtInt(waiters)} ${ruPlural(waiters, 'сеанса', 'сеансов', 'сеансов')} в очереди к странице ${p} ещё раз берёт её латч, видит, что она расщеплена, и снова встаёт в очередь — к странице ${np}.`,
  fullMid: (moved, np, waiters) =>
    `${fmtInt(moved)} ${ruPlural(moved, 'строка перенесена', 'строки перенесены', 'строк перенесено')} на страницу ${np}; ${fmtInt(waiters)} ${ruPlural(waiters, 'сеанс в очереди должен', 'сеанса в очереди должны', 'сеансов в очереди должны')} запросить латч снова.`,
};

export const LATCH_CHECKPOINT_WORDS: Catalogue<LatchCheckpointWords> = { en, fr, ru };
