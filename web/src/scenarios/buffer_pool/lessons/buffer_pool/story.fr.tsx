// The buffer-pool lesson's story and "In other engines" in French (story.tsx says more).
import type { LessonProse } from '../../../../shell/lesson/module';

export const fr: LessonProse = {
  otherEngines: (
    <>
      <p>
        PostgreSQL remplace les pages par clock-sweep depuis la 8.1&nbsp;: un compteur d’usage par tampon, augmenté à
        chaque usage jusqu’à 5, baissé de un au passage de l’aiguille, le tampon étant pris quand on le trouve à 0.
        Depuis la 8.3, un grand balayage séquentiel et <code>VACUUM</code> reçoivent leur propre petit anneau de
        tampons (et depuis la 8.4 les écritures en masse, comme <code>COPY FROM</code>), si bien qu’ils ne peuvent pas
        inonder le pool&nbsp;; la 8.2 de l’article n’avait pas d’anneau, et c’est à cela que tient sa mise en garde sur{' '}
        <code>SELECT * FROM t</code>.
      </p>
      <p>
        InnoDB tient une seule liste LRU avec insertion au milieu&nbsp;: une page lue sur disque entre en tête de la
        sous-liste «&nbsp;old&nbsp;» (environ 3/8 du pool, <code>innodb_old_blocks_pct</code>) et ne passe dans la partie
        «&nbsp;new&nbsp;» que si elle resert après <code>innodb_old_blocks_time</code> (1 s par défaut depuis MySQL 5.6)&nbsp;: les
        pages d’un balayage sortent donc par le bout «&nbsp;old&nbsp;». Le gestionnaire de tampons de SQL Server classe les
        pages selon une politique LRU-2 (LRU-K)&nbsp;: l’heure de l’avant-dernier usage, comme le pool LRU-2 ici. Oracle
        compte les accès par tampon (son touch count) et déplace un tampon souvent touché vers le bout chaud de sa
        chaîne LRU.
      </p>
    </>
  ),
  intro: [
    <>
      L’article (PostgreSQL 8.2, 256 Mo de shared buffers, une table lue par des requêtes pendant qu’elle grossit)
      dessine le pool de tampons partagé comme une file de cadres de pages&nbsp;: une page lue sur disque entre par un
      bout, la plus ancienne sort par l’autre. Il ajoute aussitôt (nous traduisons)&nbsp;: «&nbsp;Notez que ce n’est que pour
      le schéma que le pool de tampons est utilisé à la manière FIFO&nbsp;; un vrai moteur de base de données peut
      remplacer les pages du pool dans n’importe quel ordre.&nbsp;» Quelle page sort d’un pool plein, c’est le choix de la
      politique de remplacement, et il décide combien de références trouvent leur page en mémoire.
    </>,
    <>
      FIFO, l’ordre du schéma, a un défaut célèbre&nbsp;: sur la chaîne du manuel <code>1,2,3,4,1,2,5,1,2,3,4,5</code>, il
      échoue 9 fois avec 3 cadres et 10 fois avec 4. Un cadre de plus, un échec de plus&nbsp;: l’anomalie de Belady
      (Belady, Nelson et Shedler, 1969). LRU (10, puis 8) et OPT (7, puis 6) ne font jamais cela&nbsp;: un pool plus grand
      contient toujours ce que contiendrait un plus petit. Le compte est exact&nbsp;: le tableau ci-dessous doit donc
      égaler le manuel chiffre pour chiffre, et le graphique montre la ligne de FIFO qui monte.
    </>,
    <>
      «&nbsp;Une page sale ne peut pas être évincée sans avoir d’abord été écrite physiquement sur le disque&nbsp;»&nbsp;: la
      référence qui a besoin de son cadre attend une écriture. Marquez une référence comme écriture avec un{' '}
      <code>w</code> (<code>3w</code>), ou réglez <code>write_pct</code> et <code>checkpoint_every</code>, pour voir
      les évictions attendre et les points de contrôle nettoyer en avance.
    </>,
    <>
      Une requête aussi simple que <code>SELECT * FROM t</code> «&nbsp;aurait inondé le pool de tampons de pages qui ne
      seront pas relues de sitôt&nbsp;», et «&nbsp;le moteur de base de données doit se protéger spécifiquement d’un tel
      saccage du pool de tampons&nbsp;». L’article note que «&nbsp;PostgreSQL utilise spécifiquement un algorithme avancé qui
      tente de séparer les pages jetables à courte durée de vie des précieuses pages à longue durée de vie&nbsp;»&nbsp;: les
      compteurs d’usage du clock-sweep. Le préréglage «&nbsp;Un balayage inonde LRU&nbsp;» le montre&nbsp;: LRU perd ses pages
      chaudes à chaque balayage&nbsp;; clock-sweep, LRU-2 et OPT les gardent.
    </>,
    <>
      PostgreSQL est arrivé au clock-sweep en passant par deux autres réponses. La 8.0 a livré ARC (Megiddo et Modha,
      2003)&nbsp;: deux listes LRU, T1 pour les pages utilisées une fois récemment et T2 pour celles réutilisées, avec les
      listes fantômes B1 et B2 qui retiennent les numéros des pages sorties de chacune, et une cible p pour la part de
      T1 qui bouge chaque fois qu’un fantôme est de nouveau demandé. À cause du brevet d’IBM sur ARC, la 8.0.2 l’a
      remplacé par 2Q (Johnson et Shasha, 1994)&nbsp;: une nouvelle page attend dans une file FIFO A1in&nbsp;; seule une page
      redemandée après sa sortie de A1in, tant que la liste fantôme A1out la nomme encore, atteint la liste LRU Am.
      La 8.1 a apporté le clock-sweep, et la 8.3 a donné à un grand balayage séquentiel son propre anneau&nbsp;: 256 Ko,
      32 tampons, au plus un huitième du pool, réutilisés sans cesse, si bien que le balayage ne peut pas toucher au
      reste. Marquez les lectures d’un balayage avec un <code>s</code> (<code>10s</code>) dans une chaîne tapée&nbsp;; les
      balayages générés sont marqués. Le préréglage «&nbsp;Résistance aux balayages&nbsp;» rejoue l’histoire côte à côte&nbsp;: avec
      des pages chaudes utilisées environ une fois entre deux balayages, même le clock-sweep est inondé, et 2Q, ARC
      et l’anneau gardent l’ensemble chaud.
    </>,
  ],
  watch: (
    <>
      Chaque colonne est un pool de même taille sous sa propre politique, nourri des mêmes références. Regardez quelle
      page chacun fait sortir, et pourquoi&nbsp;; sous les cadres, la chaîne marque chaque référence H (succès) ou M
      (échec).
    </>
  ),
};
