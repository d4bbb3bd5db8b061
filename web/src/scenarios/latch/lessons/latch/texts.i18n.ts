/**
 * The engine's texts about the latch lesson (summary, parameters, presets,
 * the article's setup, note, column, cases and notes) in French and
 * Russian; English is the engine's own. Identifiers stay as they are:
 * parameter names, choice values, PAGELATCH_EX, OPTIMIZE_FOR_SEQUENTIAL_KEY,
 * NEWID(), NEWSEQUENTIALID(), SomeData. The Russian quotes the article's
 * own words where the English translates them.
 */
import type { Catalogue } from '../../../../kit/i18n/words';
import type { EngineTexts } from '../../../../shell/lesson/localInfo';
import { ruPlural } from '../../../../kit/i18n/words';

const CASES = ['identity', 'sequential_key', 'guid', 'sequence_ranges'];
const THREADS = ['16', '64', '128'];

/** Every case's label: its thread count. */
function caseLabels(label: (threads: number) => string): Record<string, string> {
  return Object.fromEntries(CASES.flatMap((c) => THREADS.map((t) => [`${c}_${t}`, label(Number(t))])));
}

/**
 * The same note on every predicted figure (all but the calibration cases
 * at 16 threads; sequential key's 16 too), but sequential key's at 128
 * threads, which has its own (`flat`: why it holds where the article's fell).
 */
function predictedNotes(note: string, flat: string): Record<string, string> {
  const predicted = CASES.flatMap((c) => THREADS.filter((t) => t !== '16' || c === 'sequential_key').map((t) => `${c}_${t}/rows_per_sec`));
  return Object.fromEntries(predicted.map((k) => [k, k === 'sequential_key_128/rows_per_sec' ? flat : note]));
}

const fr: EngineTexts = {
  summary:
    'Des sessions insèrent des lignes dans une table dont l’index clustered est sur un identity\u00a0: chaque insertion veut le latch de la dernière page, l’une après l’autre. Avec plus de sessions que de cœurs, le latch est remis à une session qui doit d’abord attendre son cœur, et plus il y a de threads, moins il y a de lignes par seconde. Les clés aléatoires, les plages de séquence en cache et les partitions répartissent les insertions\u202f; OPTIMIZE_FOR_SEQUENTIAL_KEY ne fait qu’adoucir la chute.',
  question: 'Pourquoi plus de sessions insèrent-elles moins de lignes par seconde dans une table dont la clé est un identity\u202f?',
  part: 'Les latches et la reconstruction',
  params: {
    strategy:
      'Comment la clé de l’index clustered est produite. identity\u00a0: un compteur, chaque insertion sur la dernière page. sequential_key\u00a0: identity avec OPTIMIZE_FOR_SEQUENTIAL_KEY (SQL Server 2019\u00a0: accès à la page chaude régulé). sequential_guid\u00a0: NEWSEQUENTIALID(), ordonné sur un serveur\u00a0: un identity avec une clé de 16 octets. guid\u00a0: NEWID(), aléatoire\u00a0: les insertions se répartissent sur toutes les feuilles. sequence_ranges\u00a0: servers serveurs d’application, chacun avec en cache une plage de range valeurs, chaque insertion en prend une au hasard. hash_partitions\u00a0: partitions partitions sur id modulo partitions, une dernière page chacune.',
    threads:
      'Sessions qui insèrent en même temps, une ligne par instruction, chacune sa propre transaction (l’article\u00a0: 16, 64 et 128 threads).',
    cores: 'Cœurs du CPU (schedulers de SQL Server)\u202f; une session est liée à l’un d’eux (l’article\u00a0: un portable à 8 cœurs).',
    rows: 'Lignes à insérer dans la table vide (l’article\u00a0: 2\u202f000\u202f000).',
    servers: 'Serveurs d’application qui mettent en cache des plages de séquence (sequence_ranges seulement)\u00a0: autant de points d’insertion.',
    range: 'Valeurs qu’un serveur met en cache à la fois (sequence_ranges seulement\u202f; l’article\u00a0: 1\u202f000).',
    partitions: 'Partitions de la table (hash_partitions seulement)\u00a0: autant de dernières pages.',
    text_min: 'Texte SomeData le plus court (nvarchar\u00a0: 2 octets par caractère\u202f; l’article\u00a0: 20).',
    text_max: 'Texte SomeData le plus long (l’article\u00a0: 100).',
    seed: 'Graine de tous les tirages aléatoires\u00a0: même graine, même déroulement.',
  },
  presets: {
    identity_128: {
      label: 'Identity, 128 threads',
      description:
        'Le pire cas de l’article\u00a0: 128 sessions font la queue pour la dernière page, et une session qui reçoit le latch attend son cœur.',
    },
    guid_128: {
      label: 'GUID, 128 threads',
      description:
        'Les clés aléatoires répartissent les insertions sur toutes les feuilles\u00a0: pas de file, mais des coupures en milieu de page et des pages moins pleines.',
    },
    hash_partitions_128: {
      label: '8 partitions par hachage, 128 threads',
      description: 'Huit partitions sur id modulo 8\u00a0: huit dernières pages, huit files plus courtes.',
    },
  },
  article: {
    groups: { 'sequence ranges': 'plages de séquence' },
    setup:
      'un portable à 8 cœurs avec un SSD\u202f; 2\u202f000\u202f000 de lignes (id, SomeData nvarchar(100), de 20 à 100 caractères) dans une table vide, une ligne par instruction',
    note:
      'Les nôtres sont des lignes par seconde simulées\u00a0: des sessions sur 8 cœurs, le CPU de chaque insertion, son latch de page et sa validation, dans le B+tree du moteur\u202f; calibrées sur les chiffres à 16 threads (sauf ceux de sequential key), le reste est prédit. Chaque cas insère 200\u202f000 lignes, le dixième de l’article, comme chaque point du graphique\u00a0: le débit à 2\u202f000\u202f000 est à 2,3\u202f% près (le déroulement complet de la leçon en insère 2\u202f000\u202f000).',
    columns: { rows_per_sec: 'Lignes par seconde' },
    cases: caseLabels((t) => `${t} threads`),
    notes: predictedNotes(
      'La prédiction d’un modèle\u00a0: les chiffres à 16 threads calibrent les coûts\u202f; le convoi, les attentes actives, le second regard des sessions en attente sur une page coupée et le point où les insertions aléatoires cessent de passer à l’échelle viennent de la simulation.',
      'Le contrôle de flux ne laisse qu’une session par cœur demander le latch\u00a0: au-delà de ~32 threads, le latch voit les mêmes huit sessions en file, et le nôtre se maintient là où celui de l’article a chuté (comme son identity au-delà de 64 threads\u00a0: un coût extérieur au latch que nous ne modélisons pas).',
    ),
  },
};

const ru: EngineTexts = {
  summary:
    'Сеансы вставляют строки в таблицу с кластерным индексом по identity: каждой вставке нужен латч последней страницы, по одной за раз. Когда сеансов больше, чем ядер, латч передаётся сеансу, который сначала должен дождаться своего ядра, и чем больше потоков, тем меньше строк в секунду. Случайные ключи, закешированные диапазоны последовательности и секции распределяют вставки; OPTIMIZE_FOR_SEQUENTIAL_KEY лишь смягчает падение.',
  question: 'Почему чем больше сеансов вставляют строки в таблицу с ключом identity, тем меньше строк в секунду?',
  part: 'Латчи и перестроение',
  params: {
    strategy:
      'Как получается ключ кластерного индекса. identity: один счётчик, каждая вставка на последнюю страницу. sequential_key: identity с OPTIMIZE_FOR_SEQUENTIAL_KEY (SQL Server 2019: доступ к горячей странице регулируется). sequential_guid: NEWSEQUENTIALID(), упорядочен на одном сервере: тот же identity, но с 16-байтовым ключом. guid: NEWID(), случайный: вставки расходятся по всем листовым страницам. sequence_ranges: servers серверов приложений, каждый кеширует диапазон из range значений, каждая вставка берёт одно из них в случайном порядке. hash_partitions: partitions секций по id по модулю partitions, у каждой своя последняя страница.',
    threads:
      'Сеансы, вставляющие одновременно, по одной строке на инструкцию, каждая в своей транзакции (в статье: 16, 64 и 128 потоков).',
    cores: 'Ядра CPU (планировщики SQL Server); сеанс привязан к одному из них (в статье: ноутбук с 8-ядерным CPU).',
    rows: 'Сколько строк вставить в пустую таблицу (в статье: 2 млн).',
    servers: 'Серверы приложений, кеширующие диапазоны последовательности (только sequence_ranges): столько же точек вставки.',
    range: 'Сколько значений сервер кеширует за раз (только sequence_ranges; в статье: 1000).',
    partitions: 'Секции таблицы (только hash_partitions): столько же последних страниц.',
    text_min: 'Самый короткий текст SomeData (nvarchar: 2 байта на символ; в статье: 20).',
    text_max: 'Самый длинный текст SomeData (в статье: 100).',
    seed: 'Начальное значение для всех случайных выборов: то же значение — тот же прогон.',
  },
  presets: {
    identity_128: {
      label: 'Identity, 128 потоков',
      description:
        'Худший случай статьи: 128 сеансов стоят в очереди за последней страницей, а сеанс, получивший латч, ждёт своё ядро.',
    },
    guid_128: {
      label: 'GUID, 128 потоков',
      description:
        'Случайные ключи распределяют вставки по всем листовым страницам: очереди нет, зато есть расщепления посередине и менее заполненные страницы.',
    },
    hash_partitions_128: {
      label: '8 хеш-секций, 128 потоков',
      description: 'Восемь секций по id по модулю 8: восемь последних страниц, восемь коротких очередей.',
    },
  },
  article: {
    groups: { 'sequence ranges': 'диапазоны последовательности' },
    setup:
      'личный ноутбук с 8-ядерным CPU и SSD; вставка 2 млн строк (id, SomeData nvarchar(100) — строка случайной длины от 20 до 100 символов) в пустую тестовую таблицу, по одной строке на инструкцию',
    note:
      'Наши цифры — смоделированные строки в секунду: сеансы на 8 ядрах, процессорное время каждой вставки, её латч страницы и её фиксация, в собственном B+-дереве движка; откалиброваны по цифрам для 16 потоков (кроме sequential key), остальное — предсказание. Каждый случай вставляет 200\u00a0000 строк, десятую часть от статьи, как и каждая точка графика: скорость при 2\u00a0000\u00a0000 отличается не более чем на 2,3 % (полный прогон урока вставляет 2\u00a0000\u00a0000).',
    columns: { rows_per_sec: 'Строк в секунду, среднее' },
    cases: caseLabels((t) => `${t} ${ruPlural(t, 'поток', 'потока', 'потоков')}`),
    notes: predictedNotes(
      'Предсказание модели: цифры для 16 потоков калибруют затраты; конвой, спины, повторное обращение ожидающих сеансов к расщеплённой странице и предел масштабирования случайных вставок получены моделированием.',
      'Управление потоком (flow control) пускает к латчу один сеанс на ядро: примерно с 32 потоков латч видит в очереди одни и те же восемь сеансов, поэтому наша скорость держится там, где в статье она упала (как и у identity после 64 потоков: это затраты вне латча, которые мы не моделируем).',
    ),
  },
};

export const TEXTS: Catalogue<EngineTexts> = { en: {}, fr, ru };
