// The French of `story.tsx` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonProse } from '../../../../shell/lesson/module';

export const fr: LessonProse = {
  intro: [
    <>
      L’article (en russe, cité ici en traduction) vient d’une plateforme de données clients (CDP) dont les
      insertions dans une table butaient sur un plafond&nbsp;: «&nbsp;Bien que le CPU et le disque soient chargés à moins de la
      moitié, et que la RAM suffise à un fonctionnement correct, la limite des insertions restait de 100 à 120 mille
      par minute.&nbsp;» Les attentes étaient des PAGELATCH_EX, toutes sur un même wait_resource&nbsp;: «&nbsp;l’id (en général
      l’index clustered) est pris d’un identity, et les nouvelles lignes sont toujours ajoutées sur la dernière
      page.&nbsp;» Un latch protège une page pendant les microsecondes que dure une modification, mais chaque insertion
      veut la même page, l’une après l’autre&nbsp;: «&nbsp;Les insertions n’obtiendront pas la ressource tant que les verrous
      PAGELATCH ne seront pas levés l’un après l’autre.&nbsp;»
    </>,
    <>
      Son diagnostic est une requête sur <code>sys.dm_exec_requests</code> avec <code>wait_type LIKE 'PAGELATCH%'</code>&nbsp;:
      «&nbsp;Si vous voyez des dizaines ou des centaines de lignes de plus de 10 millisecondes avec le même wait_resource,
      vous vous heurterez (ou vous vous êtes déjà heurté) à une limite de vitesse des insertions.&nbsp;» La table de la scène,
      sous l’image, a la forme de la réponse à cette requête.
    </>,
    <>
      L’auteur a ensuite inséré 2&#8239;000&#8239;000 lignes (un id et 20 à 100 caractères de texte) dans une table vide, sur
      un portable à 8 cœurs avec un SSD, par 16, 64 et 128 threads, en lignes par seconde&nbsp;: identity 39&#8239;704, 30&#8239;496 et
      17&#8239;523 (le débit baisse quand les threads augmentent)&#8239;; OPTIMIZE_FOR_SEQUENTIAL_KEY 42&#8239;289, 34&#8239;811 et 23&#8239;859
      («&nbsp;en test nous avons constaté une amélioration de 5 à 20&#8239;%, mais en production nous n’avons remarqué aucun
      effet&nbsp;»)&#8239;; une clé GUID 50&#8239;894, 79&#8239;190 et 86&#8239;109 («&nbsp;les nouvelles lignes seront ajoutées dans des pages
      aléatoires&nbsp;», mais «&nbsp;chaque ligne et chaque entrée d’index s’alourdira de 12 octets&nbsp;»)&#8239;; et des id tirés d’une
      séquence, 1&#8239;000 valeurs en cache par serveur, prises au hasard, 55&#8239;168, 94&#8239;420 et 94&#8239;137. Nos déroulements sont
      à côté, dans la table ci-dessous et sur le graphique.
    </>,
    <>
      Pourquoi identity baisse&nbsp;: il y a plus de sessions que de cœurs, et le latch est remis à la tête de la file,
      dans l’ordre. Une session endormie reçoit le latch alors qu’elle n’est pas sur son cœur, et garde la page
      jusqu’à ce que son cœur se libère&nbsp;: le convoi. Plus de threads, des files plus longues, plus de ces passages de
      main&#8239;; et chaque fois que la dernière page se remplit (toutes les 59 lignes), chaque session en file pour elle
      la reprend une fois de plus, après sa propre attente de cœur, pour la trouver coupée. Les clés aléatoires, les
      plages de séquence en cache (chaque valeur tirée au hasard dans le millier en cache d’un serveur) et les
      partitions donnent aux insertions de nombreuses pages&#8239;; OPTIMIZE_FOR_SEQUENTIAL_KEY régule l’accès à la page
      pour que le latch aille à une session qui peut s’exécuter, ce qui ne fait qu’adoucir la chute. L’article a
      choisi la séquence&nbsp;: les insertions sont montées «&nbsp;jusqu’à 250 mille lignes par minute&nbsp;».
    </>,
  ],
  watch: (
    <>
      Une ligne par cœur, avec ses sessions&nbsp;: un disque s’exécute, un anneau attend son cœur, un anneau pointillé
      attend activement (spin), un carré est endormi sur le latch (PAGELATCH_EX), un losange le détient (creux&nbsp;: il le
      détient en attendant son cœur). Dessous, chaque page sous latch avec son détenteur et sa file, la tête d’abord.
      Chaque étape est la validation d’une insertion. Les 64 sessions sur 4 cœurs de la vue pas à pas font la queue
      sur la dernière page, et le latch est remis à des sessions endormies hors de leur cœur&#8239;; appuyez sur «&nbsp;6 sessions sur 2 cœurs&nbsp;»
      et les cœurs deviennent le goulet d’étranglement&nbsp;: peu d’insertions attendent.
      Choisissez une autre clé et elle se déroule à côté d’identity.
    </>
  ),
  otherEngines: (
      <>
        <p>
          L’arbre B de PostgreSQL prend un verrou exclusif sur le contenu du tampon (buffer content lock) de la page
          feuille où il insère, si bien qu’une clé toujours croissante rend la feuille la plus à droite tout aussi chaude
          (les attentes apparaissent dans <code>pg_stat_activity</code> comme <code>LWLock</code> /{' '}
          <code>BufferContent</code>). Depuis la version 11, un backend retient la feuille la plus à droite où il a
          inséré en dernier et, quand la nouvelle clé y va encore et que la page a de la place, saute la descente depuis
          la racine (le «&nbsp;fastpath&nbsp;», pour les index de quelques niveaux)&nbsp;: des insertions moins chères, mais toujours
          une page, un verrou à la fois.
        </p>
        <p>
          InnoDB pose un latch sur chaque page d’index (un verrou lecture-écriture sur son bloc du pool de tampons) le
          temps de la modification, donc les insertions au bout d’une clé primaire <code>AUTO_INCREMENT</code> font la
          queue sur la dernière feuille de la même façon&#8239;; une coupure prend aussi le latch propre de l’index. Le
          compteur lui-même a son verrou&nbsp;: <code>innodb_autoinc_lock_mode</code> 0 garde un verrou AUTO-INC au niveau de
          la table jusqu’à la fin de chaque instruction d’insertion, 1 et 2 (2 par défaut depuis MySQL 8.0) seulement un
          mutex léger pour les insertions simples.
        </p>
        <p>
          Oracle parle de contention d’index croissant à droite (attentes <code>buffer busy waits</code> et{' '}
          <code>enq: TX - index contention</code> sur le dernier bloc de l’index). Ses remèdes sont ceux de l’article
          sous d’autres habits&nbsp;: un index à clé inversée (<code>REVERSE</code>&nbsp;: les octets de la clé inversés, pour que
          des valeurs voisines tombent sur des feuilles différentes, au prix des parcours d’intervalle sur la clé), un
          index global partitionné par hachage sur la clé (un bord droit par partition), et depuis la 18c les séquences
          scalables, préfixées par l’instance et la session.
        </p>
      </>
    ),
};
