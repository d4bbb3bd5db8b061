/**
 * The engine's texts about the buffer-pool lesson (summary, parameters,
 * presets, the textbook's cases) in French and Russian; English is the
 * engine's own. Parameter names, choice values and policy names stay as
 * the engine spells them.
 */
import type { Catalogue } from '../../../../kit/i18n/words';
import type { EngineTexts } from '../../../../shell/lesson/localInfo';

const fr: EngineTexts = {
  summary:
    'Un pool de quelques cadres et une chaîne de références de pages : quelle page chaque politique oublie-t-elle ? FIFO, LRU, CLOCK, le clock-sweep de PostgreSQL (et son anneau pour les balayages), 2Q, ARC, LRU-2 et l’optimum de Belady, côte à côte sur les mêmes références.',
  question: 'Quelle page chaque politique évince-t-elle, et à quelle distance est-elle du meilleur possible ?',
  part: 'Le pool de tampons',
  params: {
    policy:
      'Politiques de remplacement, côte à côte sur les mêmes références (1 à 7) : fifo, lru, clock, clock_sweep (PostgreSQL 8.1 et après), lru2, opt (l’optimum de Belady, qui connaît l’avenir), 2q (PostgreSQL 8.0.2), arc (PostgreSQL 8.0), clock_sweep_ring (clock-sweep avec l’anneau de PostgreSQL 8.3 pour les grands balayages séquentiels).',
    frames: 'Cadres de chaque pool : les pages qu’il peut contenir à la fois.',
    workload:
      'D’où viennent les références : typed (la chaîne ci-dessous), uniform, zipf (quelques pages chaudes), scan (la table dans l’ordre, encore et encore), loop (une boucle imbriquée : chaque page externe relit la table interne), mixed (un ensemble chaud, et de temps en temps des balayages de 32 pages à la suite).',
    trace:
      'Les références pour workload=typed : des numéros de page séparés par des virgules ; un w après un numéro marque une écriture (3w), un s la lecture d’un balayage séquentiel (3s ; 3ws les deux), que clock_sweep_ring lit à travers son anneau.',
    pages: 'Pages de la table dans laquelle puisent les références générées.',
    requests: 'Références à générer.',
    skew: 'Exposant de Zipf, en centièmes (100 : la page k est référencée en proportion de 1/(k+1)).',
    hot: 'loop : pages de la table interne ; mixed : pages de l’ensemble chaud.',
    scan_pct: 'mixed : part des références qui appartiennent aux balayages.',
    write_pct:
      'Part des références générées qui modifient leur page (elle devient sale et doit être écrite avant de partir).',
    checkpoint_every: 'Un point de contrôle écrit toutes les pages sales après ce nombre de références (0 : jamais).',
    seed: 'Graine des références générées : même graine, même chaîne.',
  },
  presets: {
    belady_anomaly: {
      label: 'Anomalie de Belady : FIFO avec 4 cadres',
      description:
        'La même chaîne avec un cadre de plus : FIFO échoue 10 fois là où 3 cadres échouaient 9 fois. LRU et OPT n’échouent jamais davantage avec plus de cadres.',
    },
    scan_floods_lru: {
      label: 'Un balayage inonde LRU',
      description:
        'Un ensemble chaud de 6 pages, et de temps en temps une requête qui balaie 32 pages à la suite : dans un pool de 20 cadres, le balayage chasse les pages chaudes de LRU, tandis que les compteurs d’usage du clock-sweep (jusqu’à 5) les font passer au travers. LRU-2 les garde aussi ; OPT est le plancher.',
    },
    loop_too_big: {
      label: 'Une boucle trop grande d’une page',
      description:
        'Une boucle imbriquée relit une table interne de 8 pages pour chaque page externe, dans un pool de 8 cadres : LRU, CLOCK et clock-sweep échouent à chaque référence ; LRU-2 et OPT gardent l’essentiel de la table interne.',
    },
    scan_resistance: {
      label: 'Résistance aux balayages : l’histoire de PostgreSQL',
      description:
        'PostgreSQL 8.0 a livré ARC, la 8.0.2 l’a remplacé par 2Q, la 8.1 a apporté le clock-sweep et la 8.3 un anneau de quelques cadres pour les grands balayages séquentiels. Un ensemble chaud de 24 pages touchées environ une fois entre des balayages de 32 pages, dans un pool de 48 cadres : LRU et clock-sweep sont inondés à chaque balayage ; 2Q (A1in/A1out/Am), ARC (T1/T2 et leurs fantômes) et l’anneau de balayage (6 cadres) gardent l’ensemble chaud, comme LRU-2 ; OPT est le plancher.',
    },
    zipf: {
      label: 'Quelques pages chaudes (Zipf)',
      description:
        'Des références asymétriques selon la loi de Zipf : la page 0 le plus, la page k en proportion de 1/(k+1). Toutes les politiques gardent les pages les plus chaudes ; elles diffèrent à la marge.',
    },
  },
  article: {
    engine: 'Tout pool (le manuel)',
    setup: 'La chaîne de références de Belady 1,2,3,4,1,2,5,1,2,3,4,5',
    note: 'Les comptes du manuel sont exacts : les nôtres doivent leur être égaux.',
    columns: { misses: 'Échecs' },
    cases: {
      fifo3: '3 cadres',
      fifo4: '4 cadres (anomalie de Belady : plus de cadres, plus d’échecs)',
      lru3: '3 cadres',
      lru4: '4 cadres',
      opt3: '3 cadres',
      opt4: '4 cadres',
    },
  },
};

const ru: EngineTexts = {
  summary:
    'Пул из нескольких фреймов и строка обращений к страницам: какую страницу забывает каждая политика? FIFO, LRU, CLOCK, clock-sweep из PostgreSQL (и его кольцо для сканирований), 2Q, ARC, LRU-2 и оптимальная политика Белади — бок о бок на одних и тех же обращениях.',
  question: 'Какую страницу вытесняет каждая политика и насколько она близка к наилучшему возможному?',
  part: 'Буферный пул',
  params: {
    policy:
      'Политики вытеснения, бок о бок на одних и тех же обращениях (от 1 до 7): fifo, lru, clock, clock_sweep (PostgreSQL с 8.1), lru2, opt (оптимальная политика Белади, знающая будущее), 2q (PostgreSQL 8.0.2), arc (PostgreSQL 8.0), clock_sweep_ring (clock-sweep с кольцом PostgreSQL 8.3 для больших последовательных сканирований).',
    frames: 'Фреймов в каждом пуле: сколько страниц он вмещает одновременно.',
    workload:
      'Откуда берутся обращения: typed (строка ниже), uniform, zipf (несколько горячих страниц), scan (таблица по порядку, снова и снова), loop (вложенный цикл: каждая внешняя страница перечитывает внутреннюю таблицу), mixed (горячий набор и время от времени сканирования 32 страниц подряд).',
    trace:
      'Обращения для workload=typed: номера страниц через запятую; w после номера означает запись (3w), s — чтение последовательного сканирования (3s; 3ws — и то и другое), которое clock_sweep_ring читает через своё кольцо.',
    pages: 'Страниц в таблице, из которой берутся сгенерированные обращения.',
    requests: 'Сколько обращений сгенерировать.',
    skew: 'Показатель Ципфа, в сотых (100: к странице k обращаются пропорционально 1/(k+1)).',
    hot: 'loop: страниц во внутренней таблице; mixed: страниц в горячем наборе.',
    scan_pct: 'mixed: доля обращений, относящихся к сканированиям.',
    write_pct:
      'Доля сгенерированных обращений, изменяющих свою страницу (она становится грязной и должна быть записана, прежде чем уйти).',
    checkpoint_every: 'Контрольная точка записывает все грязные страницы после стольких обращений (0 — никогда).',
    seed: 'Начальное значение для сгенерированных обращений: то же значение — та же строка.',
  },
  presets: {
    belady_anomaly: {
      label: 'Аномалия Белади: FIFO с 4 фреймами',
      description:
        'Та же строка с одним фреймом больше: FIFO промахивается 10 раз там, где с 3 фреймами было 9 промахов. LRU и OPT с бо́льшим числом фреймов никогда не промахиваются чаще.',
    },
    scan_floods_lru: {
      label: 'Сканирование затапливает LRU',
      description:
        'Горячий набор из 6 страниц и время от времени запрос, сканирующий 32 страницы подряд: в пуле из 20 фреймов сканирование вытесняет горячие страницы из LRU, а счётчики использования clock-sweep (до 5) проносят их через него. LRU-2 тоже их сохраняет; OPT — нижняя граница.',
    },
    loop_too_big: {
      label: 'Цикл на страницу больше пула',
      description:
        'Вложенный цикл перечитывает внутреннюю таблицу из 8 страниц для каждой внешней страницы в пуле из 8 фреймов: LRU, CLOCK и clock-sweep промахиваются на каждом обращении; LRU-2 и OPT сохраняют бо́льшую часть внутренней таблицы.',
    },
    scan_resistance: {
      label: 'Устойчивость к сканированиям: история PostgreSQL',
      description:
        'PostgreSQL 8.0 вышел с ARC, 8.0.2 заменил его на 2Q, 8.1 принёс clock-sweep, а 8.3 — кольцо из нескольких фреймов для больших последовательных сканирований. Горячий набор из 24 страниц, к которым обращаются примерно раз между сканированиями по 32 страницы, в пуле из 48 фреймов: LRU и clock-sweep затапливаются каждым сканированием; 2Q (A1in/A1out/Am), ARC (T1/T2 и их призраки) и кольцо сканирования (6 фреймов) сохраняют горячий набор, как и LRU-2; OPT — нижняя граница.',
    },
    zipf: {
      label: 'Несколько горячих страниц (Ципф)',
      description:
        'Обращения распределены по закону Ципфа: к странице 0 чаще всего, к странице k пропорционально 1/(k+1). Все политики держат самые горячие страницы; различаются они на краю.',
    },
  },
  article: {
    engine: 'Любой пул (учебник)',
    setup: 'Строка обращений Белади 1,2,3,4,1,2,5,1,2,3,4,5',
    note: 'Числа из учебника точны: наши должны с ними совпадать.',
    columns: { misses: 'Промахи' },
    cases: {
      fifo3: '3 фрейма',
      fifo4: '4 фрейма (аномалия Белади: больше фреймов — больше промахов)',
      lru3: '3 фрейма',
      lru4: '4 фрейма',
      opt3: '3 фрейма',
      opt4: '4 фрейма',
    },
  },
};

export const TEXTS: Catalogue<EngineTexts> = { en: {}, fr, ru };
