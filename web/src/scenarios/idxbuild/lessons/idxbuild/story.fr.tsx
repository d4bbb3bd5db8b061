// The French of `story.tsx` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonProse } from '../../../../shell/lesson/module';

export const fr: LessonProse = {
  intro: [
    <>
      L’article P117178 de la Kbase de Progress demande ce que les threads apportent à <code>proutil idxbuild</code>,
      l’utilitaire qui reconstruit les index d’une base. Il découpe le travail en trois. La phase 1 parcourt les
      enregistrements et écrit les clés de chaque index, triées en mémoire, en séquences dans des groupes de tri (-SG,
      de 8 à 64, chacun avec -TB × (-TM + 1) Ko de mémoire et son propre fichier temporaire). La phase 2 fusionne les
      séquences de chaque groupe&nbsp;: «&nbsp;les groupes d’index sont fusionnés en série, mais en parallèle par différents
      threads&nbsp;». La phase 3 construit les arbres B, et le processus principal la lance «&nbsp;immédiatement pour les groupes
      qui ont terminé la fusion externe&nbsp;; ainsi, la phase 3 peut s’exécuter en parallèle avec la phase 2&nbsp;».
    </>,
    <>
      Sa seule mesure&nbsp;: «&nbsp;8 CPU, une base de 4,2 Go, 733 tables, 1333 index, 5 périphériques d’E/S de 2 Go chacun
      spécifiés, reconstruction d’index avec threads (8 threads)&nbsp;: 20&nbsp;% d’amélioration par rapport au modèle sans
      threads. Pour une base plus grande d’organisation similaire, l’amélioration tend à être plus importante.&nbsp;»
      Seulement 20&nbsp;% avec 8 threads, parce que les threads ne touchent que la phase 2&nbsp;: le parcours appartient au seul
      processus principal, et dans notre modèle de cette base il prend l’essentiel du temps (l’article ne donne pas
      les temps des phases&nbsp;; le CPU par clé de notre parcours est réglé pour que les 20&nbsp;% en sortent). Notre
      déroulement du même cas est à côté de celui de l’article dans la table ci-dessous, et sur le graphique des
      threads.
    </>,
    <>
      Il nomme deux limites. Un seul groupe&nbsp;: «&nbsp;si le nombre de groupes d’index n’est que d’un, il ne tirerait pas
      parti de plusieurs threads, parce qu’il n’y a pas d’autre groupe à traiter en même temps&nbsp;» (reconstruisez
      seulement le plus grand index et idxbuild tourne sans threads). Et un seul disque&nbsp;: la fusion est limitée par
      les E/S, et «&nbsp;si plusieurs fichiers temporaires de différents groupes d’index résident sur le même périphérique
      d’E/S, les threads se disputeront la ressource du périphérique d’E/S … imaginez une autoroute à 8 voies avec un
      péage à une seule voie&nbsp;». Depuis OpenEdge 10, les répertoires du fichier .srt sont attribués aux groupes dans
      l’ordre, si bien que les groupes se répartissent sur les périphériques&nbsp;; l’article conseille d’en lister
      plusieurs.
    </>,
  ],
  watch: (
    <>
      Une ligne par travailleur&nbsp;: le processus principal (parcours P, puis construction C), et chaque thread de fusion
      (fusion F, le numéro du groupe à côté de la lettre)&nbsp;; dès que les fusions commencent, un parcours plus long que
      la moitié du déroulement est replié étroit (la coupure sur l’axe). En dessous, une ligne par périphérique de tri&nbsp;:
      les barres grises disent son occupation dans chaque tranche de temps, la ligne rouge combien de requêtes
      l’attendaient. Chaque étape est un jalon&nbsp;: un dixième du parcours, une fusion ou une construction qui commence
      ou se termine. Les cases en dessous sont les groupes de tri, dans la colonne de leur phase&nbsp;: pleines quand un
      travailleur s’en occupe, en pointillés quand elles attendent. Appuyez sur «&nbsp;8 threads, un seul disque&nbsp;» et
      regardez la ligne de file monter à mesure que les threads se rejoignent sur l’unique périphérique.
    </>
  ),
  otherEngines: (
    <>
      <p>
        PostgreSQL (depuis la 11) construit un arbre B en parallèle dans l’autre sens&nbsp;: des workers (
        <code>max_parallel_maintenance_workers</code>) parcourent la table en parallèle et chacun trie sa part, puis le
        leader fusionne leurs séquences triées et construit l’unique index. Le parcours s’accélère&nbsp;; la fusion finale
        et la construction non, et chaque index est construit par son propre <code>CREATE INDEX</code>. L’espace de
        tri au-delà de <code>maintenance_work_mem</code> va dans des fichiers temporaires de{' '}
        <code>temp_tablespaces</code>, qui peut nommer plusieurs tablespaces sur des disques différents.
      </p>
      <p>
        SQL Server reconstruit un index avec un plan parallèle (<code>MAXDOP</code>, édition Enterprise)&nbsp;; avec{' '}
        <code>SORT_IN_TEMPDB = ON</code>, les séquences de tri vont dans tempdb au lieu du groupe de fichiers de
        l’index, et tempdb réparti sur des fichiers sur des disques distincts joue le rôle des répertoires du fichier
        .srt.
      </p>
      <p>
        InnoDB construit les index secondaires par tri (<code>ALTER TABLE … ADD INDEX</code>)&nbsp;: depuis MySQL 8.0.27,{' '}
        <code>innodb_ddl_threads</code> trient et construisent en parallèle et <code>innodb_parallel_read_threads</code>{' '}
        parcourent l’index clustered&nbsp;; les fichiers de tri vont dans <code>innodb_tmpdir</code>, un seul répertoire,
        si bien que le disque en dessous est l’unique péage.
      </p>
    </>
  ),
};
