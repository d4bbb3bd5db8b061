// The French of `story.tsx` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonProse } from '../../../../shell/lesson/module';

export const fr: LessonProse = {
  intro: [
    <>
      SQL Server 2014 peut donner à son pool de tampons un second niveau&nbsp;: une extension du pool de tampons (BPE),
      un fichier sur SSD pour les pages que le pool lâche. L’article (traduit du russe) la teste avec des mises à
      jour&nbsp;: une table de 1&#8239;000&#8239;000 lignes de char(1000), environ 1 Go, en index clustered sur un id identity, et
      10&#8239;000 mises à jour aléatoires d’une ligne par série, dans une machine virtuelle de 4 Go avec le journal sur
      SSD et les points de contrôle coupés. Il prévient d’abord&nbsp;: «&nbsp;Buffer Pool Extension ne peut garder que des pages
      propres, les mises à jour vont donc en chasser les données.&nbsp;»
    </>,
    <>
      Ses cinq résultats&nbsp;: toutes les données en mémoire, 2,7 secondes&nbsp;; un cache froid avec les données sur disque,
      2 minutes 32 secondes&nbsp;; max memory limité à 256 Mo, où «&nbsp;il n’y avait jamais plus de 90 Mo de la table en
      cache, environ 8&nbsp;% seulement&nbsp;», 2 minutes 29 secondes&nbsp;; la même chose avec une extension de 4 Go chauffée
      par des parcours complets, 1 minute 15 secondes&nbsp;; toute la base sur SSD avec un cache froid, 7 secondes. Nos
      séries sont à côté dans le tableau ci-dessous.
    </>,
    <>
      La durée avec l’extension a bougé&nbsp;: «&nbsp;à la première exécution elle était de 22 secondes, puis elle a bondi à
      40, puis à 55 secondes, quelques exécutions plus tard à un peu plus d’une minute, et là elle s’est figée. À
      ce moment environ 75&nbsp;% des données étaient dans la BPE et environ 8&nbsp;% de plus en mémoire.&nbsp;» Chaque mise à
      jour lit sa page dans le pool et la modifie&nbsp;; la copie de l’extension est désormais périmée et jetée&nbsp;; et
      une page modifiée qui quitte le pool va sur le disque, jamais dans l’extension. Série après série, moins de
      mises à jour trouvent leur page sur le SSD.
    </>,
    <>
      Pourquoi la durée s’est-elle figée alors que l’extension continuait à s’effacer&nbsp;? Une page a besoin d’un
      cadre libre, et c’est le lazy writer qui libère les cadres&nbsp;: le cadre d’une page propre est libre tout de suite, celui
      d’une page modifiée seulement une fois la page écrite sur disque. Après le chauffage, le pool contient les
      pages propres des parcours, donc la première série n’attend jamais&nbsp;; dès la deuxième, les pages qui quittent
      le pool sont les pages modifiées laissées par les séries d’avant, et chaque mise à jour attend une écriture.
      Une lecture depuis l’extension prend une demi-milliseconde&nbsp;; une écriture en prend plusieurs au disque, donc
      les séries vont au rythme du lazy writer, quoi qu’il reste dans l’extension. Sans extension (configuration
      3), la lecture sur disque de chaque mise à jour prend plus de temps que l’écriture, et le lazy writer n’est
      jamais en retard.
    </>,
    <>
      Un point de contrôle n’aide guère non plus&nbsp;: «&nbsp;J’ai essayé de lancer Checkpoint à la main, pour voir s’il pouvait,
      après avoir écrit les pages modifiées sur disque, les remettre dans la BPE, mais hélas il le faisait très
      mollement. Mais si l’on relançait ensuite une charge imitant des lectures aléatoires, les données repassaient
      dans la BPE.&nbsp;» Un point de contrôle laisse les pages écrites dans le pool&nbsp;; seule une page propre qui quitte le pool
      va dans l’extension. Essayez les deux boutons de la scène. L’article conclut que l’extension «&nbsp;peut accélérer
      les modifications aléatoires de données si la mémoire ne suffit pas à mettre toute la table en cache et que
      les données sont déjà dans la BPE&nbsp;», mais moins qu’elle n’accélère les lectures aléatoires.
    </>,
  ],
  watch: (
    <>
      À gauche, les cadres du pool (un nombre est la page qu’il contient, un coin sombre une page modifiée)&nbsp;; à
      droite, les emplacements de l’extension sur SSD, pleins après les parcours de chauffage&nbsp;; dessous, chaque
      page de la table selon l’endroit où elle est. Chaque étape est une mise à jour&nbsp;: sa page lue depuis
      l’extension (une flèche depuis l’emplacement), la page qui a quitté son cadre (modifiée&nbsp;: écrite sur
      disque), et la copie de l’extension effacée (une croix). Continuez et regardez l’extension se vider.
    </>
  ),
  otherEngines: (
      <>
        <p>
          PostgreSQL n’a pas ce niveau. Ses shared buffers sont au-dessus du cache de fichiers du système
          d’exploitation, qui garde les pages que PostgreSQL a lâchées, écrites comprises&nbsp;: un tampon modifié est
          remis au noyau par une écriture, et la page reste dans le cache de fichiers (propre une fois que le noyau l’a
          vidée), donc les mises à jour ne l’effacent pas. Un cache flash pour PostgreSQL est un cache de blocs sous le
          système de fichiers (bcache ou dm-cache de Linux), qui peut aussi mettre les écritures en cache.
        </p>
        <p>
          InnoDB n’a pas non plus de niveau flash à lui&nbsp;: son pool de tampons lit directement les fichiers de données
          (d’habitude avec <code>O_DIRECT</code>), et les caches flash sous MySQL étaient des caches de blocs comme
          Flashcache de Facebook. L’analogue le plus proche de l’extension est Oracle Database Smart Flash Cache (11g
          Release 2, sur Oracle Linux et Solaris&nbsp;; <code>DB_FLASH_CACHE_FILE</code>, <code>DB_FLASH_CACHE_SIZE</code>)&nbsp;:
          un second niveau du buffer cache sur flash qui garde les blocs sortis de la mémoire, un bloc modifié étant
          d’abord écrit dans son fichier de données. Le Smart Flash Cache d’Exadata est autre chose, un cache dans les
          cellules de stockage qui peut fonctionner en write-back.
        </p>
      </>
    ),
};
