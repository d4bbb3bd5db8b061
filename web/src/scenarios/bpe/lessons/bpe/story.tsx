/**
 * The bpe lesson's story (above the comparison table, and what to watch on
 * the stage) and "In other engines", in the three languages: JSX, so a
 * table by language rather than a message catalogue. The Russian quotes
 * the article's own words; English and French quote it in translation.
 */
import type { ReactNode } from 'react';
import { currentLang, type Lang } from '../../../../kit/i18n/lang';
import type { LessonStory } from '../../../../shell/lesson/module';

const STORY: Record<Lang, LessonStory> = {
  en: {
    intro: [
      <>
        SQL Server 2014 can give its buffer pool a second tier: a buffer pool extension (BPE), a file on SSD for pages
        the pool lets go. The article (translated from Russian) tests it with updates: a table of 1,000,000 rows of
        char(1000), about 1 GB, clustered on an identity id, and 10,000 random single-row updates a run, in a 4 GB
        virtual machine with the log on SSD and checkpoints off. It warns first: “Buffer Pool Extension can store only
        clean pages, so updates will wash data out of it.”
      </>,
      <>
        Its five results: all the data in memory, 2.7 seconds; a cold cache with the data on disk, 2 minutes 32
        seconds; max memory limited to 256 MB, where “no more than 90 MB of the table was in the cache, only about 8%
        of it”, 2 minutes 29 seconds; the same with a 4 GB extension warmed by full scans, 1 minute 15 seconds; the
        whole database on SSD with a cold cache, 7 seconds. Our runs are beside them in the table below.
      </>,
      <>
        The extension’s time moved: “during the first run it was 22 seconds, then it jumped to 40, then to 55
        seconds, a couple of runs later to a little over a minute, and there it froze. At that point about 75% of the
        data was in the BPE and about 8% more in memory.” Every update reads its page into the pool and dirties it;
        the extension’s copy is now stale and is discarded; and a dirty page leaving the pool goes to the disk, never
        to the extension. Run after run, fewer updates find their page on the SSD.
      </>,
      <>
        Why did the time freeze while the extension went on washing out? A page needs a free frame, and the lazy
        writer makes them: a clean page’s frame is free at once, a dirty page’s only once it is written to disk. After
        the warm-up the pool holds the scans’ clean pages, so the first run never waits; from the second run on, the
        pages leaving the pool are the dirty ones the runs before left, and each update waits for a write. A read
        from the extension takes half a millisecond; a write takes the disk several, so the runs go at the writer’s
        pace, whatever is left in the extension. Without the extension (setup 3) each update’s own read from disk
        takes longer than the write, and the writer is never behind.
      </>,
      <>
        Nor does a checkpoint help much: “I tried running Checkpoint by hand, to see whether after writing the dirty
        pages to disk it could move them into the BPE again, but alas it did so very sluggishly. But if you then run
        a load imitating random reads again, the data moved into the BPE again.” A checkpoint leaves the written pages
        in the pool; only a clean page leaving the pool goes to the extension. Try both buttons on the stage. The
        article concludes that the extension “can speed up random data changes if memory is not enough to cache the
        whole table and the data is already in the BPE”, but less than it speeds up random reads.
      </>,
    ],
    watch: (
      <>
        Left, the pool’s frames (a number is the page in it, a dark corner a dirty page); right, the extension’s
        slots on SSD, full after the warm-up scans; under them every page of the table by place. Each step is one
        update: its page read from the extension (an arrow from the slot), the page that left its frame (dirty:
        written to disk), and the extension’s copy washed out (a cross). Play on and watch the extension empty.
      </>
    ),
  },
  fr: {
    intro: [
      <>
        SQL Server 2014 peut donner à son pool de tampons un second niveau : une extension du pool de tampons (BPE),
        un fichier sur SSD pour les pages que le pool lâche. L’article (traduit du russe) la teste avec des mises à
        jour : une table de 1 000 000 lignes de char(1000), environ 1 Go, en index clustered sur un id identity, et
        10 000 mises à jour aléatoires d’une ligne par série, dans une machine virtuelle de 4 Go avec le journal sur
        SSD et les checkpoints coupés. Il prévient d’abord : « Buffer Pool Extension ne peut garder que des pages
        propres, les mises à jour vont donc en chasser les données. »
      </>,
      <>
        Ses cinq résultats : toutes les données en mémoire, 2,7 secondes ; un cache froid avec les données sur disque,
        2 minutes 32 secondes ; max memory limité à 256 Mo, où « il n’y avait jamais plus de 90 Mo de la table en
        cache, environ 8 % seulement », 2 minutes 29 secondes ; la même chose avec une extension de 4 Go chauffée
        par des parcours complets, 1 minute 15 secondes ; toute la base sur SSD avec un cache froid, 7 secondes. Nos
        séries sont à côté dans le tableau ci-dessous.
      </>,
      <>
        La durée avec l’extension a bougé : « à la première exécution elle était de 22 secondes, puis elle a bondi à
        40, puis à 55 secondes, quelques exécutions plus tard à un peu plus d’une minute, et là elle s’est figée. À
        ce moment environ 75 % des données étaient dans la BPE et environ 8 % de plus en mémoire. » Chaque mise à
        jour lit sa page dans le pool et la modifie ; la copie de l’extension est désormais périmée et jetée ; et
        une page modifiée qui quitte le pool va sur le disque, jamais dans l’extension. Série après série, moins de
        mises à jour trouvent leur page sur le SSD.
      </>,
      <>
        Pourquoi la durée s’est-elle figée alors que l’extension continuait à s’effacer ? Une page a besoin d’un
        cadre libre, et c’est le lazy writer qui les fait : le cadre d’une page propre est libre tout de suite, celui
        d’une page modifiée seulement une fois la page écrite sur disque. Après le chauffage, le pool contient les
        pages propres des parcours, donc la première série n’attend jamais ; dès la deuxième, les pages qui quittent
        le pool sont les pages modifiées laissées par les séries d’avant, et chaque mise à jour attend une écriture.
        Une lecture depuis l’extension prend une demi-milliseconde ; une écriture en prend plusieurs au disque, donc
        les séries vont au rythme du lazy writer, quoi qu’il reste dans l’extension. Sans extension (configuration
        3), la lecture sur disque de chaque mise à jour prend plus de temps que l’écriture, et le lazy writer n’est
        jamais en retard.
      </>,
      <>
        Un checkpoint n’aide guère non plus : « J’ai essayé de lancer Checkpoint à la main, pour voir s’il pouvait,
        après avoir écrit les pages modifiées sur disque, les remettre dans la BPE, mais hélas il le faisait très
        mollement. Mais si l’on relance ensuite une charge imitant des lectures aléatoires, les données repassaient
        dans la BPE. » Un checkpoint laisse les pages écrites dans le pool ; seule une page propre qui quitte le pool
        va dans l’extension. Essayez les deux boutons de la scène. L’article conclut que l’extension « peut accélérer
        les modifications aléatoires de données si la mémoire ne suffit pas à mettre toute la table en cache et que
        les données sont déjà dans la BPE », mais moins qu’elle n’accélère les lectures aléatoires.
      </>,
    ],
    watch: (
      <>
        À gauche, les cadres du pool (un nombre est la page qu’il contient, un coin sombre une page modifiée) ; à
        droite, les emplacements de l’extension sur SSD, pleins après les parcours de chauffage ; dessous, chaque
        page de la table selon l’endroit où elle est. Chaque étape est une mise à jour : sa page lue depuis
        l’extension (une flèche depuis l’emplacement), la page qui a quitté son cadre (modifiée : écrite sur
        disque), et la copie de l’extension effacée (une croix). Continuez et regardez l’extension se vider.
      </>
    ),
  },
  ru: {
    intro: [
      <>
        SQL Server 2014 умеет давать буферному пулу второй уровень: расширение буферного пула (Buffer Pool Extension,
        BPE), файл на SSD для страниц, которые буферный пул отпускает. Автор статьи решил проверить, «а может ли BPE
        также ускорить операции обновления данных»: таблица из 1 000 000 строк char(1000), около 1 ГБ, с кластерным
        индексом по id identity, и 10 000 случайных обновлений одной строки за запуск, на виртуальной машине с 4 ГБ,
        журналом транзакций на SSD и отключённым Checkpoint. Сразу оговорка: «Buffer Pool Extension может хранить
        только «чистые» страницы, поэтому операции обновления будут «вымывать» данные из него».
      </>,
      <>
        Пять результатов: все данные в памяти — 2,7 секунды; «холодный» кэш, данные на диске — 2 минуты 32 секунды;
        память ограничена 256 МБ, и «во время теста в кэше не находилось больше чем 90 Мб от всех данных в таблице,
        что составляет примерно только 8% от всего объема» — 2 минуты 29 секунд; то же с расширением в 4 ГБ,
        прогретым полным сканированием таблицы, — 1 минута 15 секунд; вся база на SSD с «холодным» кэшем —
        7 секунд. Наши запуски — рядом, в таблице ниже.
      </>,
      <>
        Время с расширением менялось: «во время первого запуска оно было 22 секунды, потом резко подскочило до 40, а
        затем и до 55 секунд, еще через пару запусков до минуты с небольшим и на этом месте «замерло». В этот момент
        в BPE находилось ~75% данных, а в памяти еще около 8%». Каждое обновление читает свою страницу в буферный
        пул и делает её грязной; копия в расширении устаревает и отбрасывается; а грязная страница, покидая буферный
        пул, уходит на диск, но никогда не в расширение. Запуск за запуском всё меньше обновлений находят свою
        страницу на SSD.
      </>,
      <>
        Почему время «замерло», хотя расширение продолжало «вымываться»? Странице нужен свободный кадр, а кадры
        освобождает Lazy Writer: кадр чистой страницы свободен сразу, грязной — только после записи её на диск.
        После прогрева в буферном пуле лежат чистые страницы сканирования, поэтому первый запуск не ждёт никогда; со
        второго запуска буферный пул покидают грязные страницы, оставленные предыдущими запусками, и каждое
        обновление ждёт записи. Чтение из расширения занимает полмиллисекунды, запись на диск — несколько, поэтому
        запуски идут в темпе Lazy Writer, сколько бы ни осталось в расширении. Без расширения (тест 3) собственное
        чтение каждого обновления с диска дольше записи, и Lazy Writer никогда не отстаёт.
      </>,
      <>
        Не слишком помогает и Checkpoint: «я попробовал вручную запустить процесс Checkpoint, чтобы проверить, сможет
        ли он после записи «грязных» страниц на диск перемещать их снова в BPE, но увы он делал это очень вяло. Но,
        если при этом попробовать снова запускать нагрузку имитирующую случайные чтения, то данные снова перемещались
        в BPE». Checkpoint оставляет записанные страницы в буферном пуле; в расширение попадает только чистая
        страница, покидающая буферный пул. Попробуйте обе кнопки на сцене. Вывод статьи: «использование BPE может
        ускорить случайное изменение данных из таблицы, если памяти недостаточно для полного кэширования таблицы и
        данные уже присутствуют в BPE», но «ускорение будет не таким значительным, как при случайном чтении данных».
      </>,
    ],
    watch: (
      <>
        Слева — кадры буферного пула (число — страница в кадре, тёмный уголок — грязная страница); справа — слоты
        расширения на SSD, заполненные после прогревающего сканирования; под ними — каждая страница таблицы по месту.
        Каждый шаг — одно обновление: его страница, прочитанная из расширения (стрелка из слота), страница, покинувшая
        свой кадр (грязная: записана на диск), и «вымытая» копия в расширении (крестик). Продолжайте и смотрите, как
        расширение пустеет.
      </>
    ),
  },
};

const OTHER_ENGINES: Record<Lang, ReactNode> = {
  en: (
    <>
      <p>
        PostgreSQL has no such tier. Its shared buffers sit over the operating system’s file cache, which keeps the
        pages PostgreSQL let go, written ones included: a dirty buffer is handed to the kernel by a write, and the page
        stays in the file cache (clean once the kernel has flushed it), so updates do not wash it out. A flash cache
        for PostgreSQL is a block-level one under the file system (Linux’s bcache or dm-cache), which can cache
        writes too.
      </p>
      <p>
        InnoDB has no flash tier of its own either: its buffer pool reads the data files directly (usually with{' '}
        <code>O_DIRECT</code>), and flash caches under MySQL were block-level ones such as Facebook’s Flashcache. The
        closest analogue of the extension is Oracle Database Smart Flash Cache (11g Release 2, on Oracle Linux and
        Solaris; <code>DB_FLASH_CACHE_FILE</code>, <code>DB_FLASH_CACHE_SIZE</code>): a second level of the buffer
        cache on flash that keeps blocks aged out of memory, a dirty one written to its data file first. Exadata’s
        Smart Flash Cache is another thing, a cache in the storage cells that can run write-back.
      </p>
    </>
  ),
  fr: (
    <>
      <p>
        PostgreSQL n’a pas ce niveau. Ses shared buffers sont au-dessus du cache de fichiers du système
        d’exploitation, qui garde les pages que PostgreSQL a lâchées, écrites comprises : un tampon modifié est
        remis au noyau par une écriture, et la page reste dans le cache de fichiers (propre une fois que le noyau l’a
        vidée), donc les mises à jour ne l’effacent pas. Un cache flash pour PostgreSQL est un cache de blocs sous le
        système de fichiers (bcache ou dm-cache de Linux), qui peut aussi mettre les écritures en cache.
      </p>
      <p>
        InnoDB n’a pas non plus de niveau flash à lui : son pool de tampons lit directement les fichiers de données
        (d’habitude avec <code>O_DIRECT</code>), et les caches flash sous MySQL étaient des caches de blocs comme
        Flashcache de Facebook. L’analogue le plus proche de l’extension est Oracle Database Smart Flash Cache (11g
        Release 2, sur Oracle Linux et Solaris ; <code>DB_FLASH_CACHE_FILE</code>, <code>DB_FLASH_CACHE_SIZE</code>) :
        un second niveau du buffer cache sur flash qui garde les blocs sortis de la mémoire, un bloc modifié étant
        d’abord écrit dans son fichier de données. Le Smart Flash Cache d’Exadata est autre chose, un cache dans les
        cellules de stockage qui peut fonctionner en write-back.
      </p>
    </>
  ),
  ru: (
    <>
      <p>
        У PostgreSQL такого уровня нет. Его shared buffers лежат поверх файлового кэша операционной системы, который
        хранит страницы, отпущенные PostgreSQL, в том числе записанные: грязный буфер передаётся ядру записью, и
        страница остаётся в файловом кэше (чистой, когда ядро её сбросит), так что обновления её не «вымывают».
        Флеш-кэш для PostgreSQL — это блочный кэш под файловой системой (bcache или dm-cache в Linux), который может
        кэшировать и запись.
      </p>
      <p>
        У InnoDB тоже нет своего флеш-уровня: его буферный пул читает файлы данных напрямую (обычно с{' '}
        <code>O_DIRECT</code>), а флеш-кэши под MySQL были блочными, как Flashcache от Facebook. Ближайший аналог
        расширения — Oracle Database Smart Flash Cache (11g Release 2, на Oracle Linux и Solaris;{' '}
        <code>DB_FLASH_CACHE_FILE</code>, <code>DB_FLASH_CACHE_SIZE</code>): второй уровень буферного кэша на флеш-памяти,
        который хранит блоки, вытесненные из памяти, причём грязный блок сначала записывается в свой файл данных.
        Smart Flash Cache в Exadata — другое дело: это кэш в ячейках хранения, который может работать в режиме
        write-back.
      </p>
    </>
  ),
};

export function story(): LessonStory {
  return STORY[currentLang()];
}

export function otherEngines(): ReactNode {
  return OTHER_ENGINES[currentLang()];
}
