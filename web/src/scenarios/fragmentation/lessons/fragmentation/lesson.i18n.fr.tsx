// The French words of `lesson.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonText } from './lesson.i18n';

export const fr: LessonText = {
  fragmented: { label: 'Fragmentée : une table, dans l’ordre d’arrivée', short: 'Fragmentée' },
  defragmented: { label: 'Défragmentée : table courante + archive par client', short: 'Défragmentée' },
  notes: {
    layout:
      'La vue pas à pas fait tourner les deux organisations côte à côte sur la même graine (les mêmes requêtes démarrent dans le même ordre ; elles finissent dans un autre, chaque organisation prenant son propre temps). Votre choix règle le déroulement complet.',
    every:
      'La vue pas à pas fait tourner le mélange de requêtes en continu (every = 0) : chaque étape est une requête. Les graphiques et le déroulement complet échantillonnent la croissance avec votre valeur.',
  },
  intro: [
    'Une table de paiements grandit sans fin : chaque paiement a un id croissant, une heure et un client tiré au hasard parmi 10 000. Dix sessions exécutent un mélange de requêtes pendant une semaine : 25 % d’inserts, 25 % d’updates et 25 % de lectures d’un paiement de la dernière heure, 15 % la dernière heure d’un client, 10 % tous les paiements d’un client (« select all », le relevé annuel). Dans l’ordre d’arrivée, « les lignes du client sont éparpillées dans toute la table, si bien que pour aller chercher chaque enregistrement, le moteur de base de données doit lire une page entière sur le disque » : une page, et souvent un déplacement de la tête, par ligne.',
    'L’article parle autant du pool que du disque : « La fragmentation des données n’est pas seulement néfaste parce qu’elle entraîne beaucoup d’E/S physiques, mais aussi parce qu’elle réduit la taille effective du pool de tampons partagé de N pages à N enregistrements, donc d’un facteur 100. » Une page amenée pour une ligne occupe un emplacement pour cette seule ligne. Comparez les « lignes utiles » des deux côtés de la scène et dans le graphique (d) : le pool fragmenté de N pages contient environ N lignes utiles.',
    'La base défragmentée garde les dernières lignes dans une table courante et, toutes les 550 000 lignes, ajoute les plus anciennes à une archive triée par client, de sorte que « les lignes de chaque client occupent exactement une page » par lot : un select all lit quelques îlots denses. Les écritures comptent aussi : « Une page sale ne peut pas être évincée sans avoir d’abord été physiquement écrite sur le disque », si bien que les updates et les inserts transforment les évictions des selects en écritures.',
    'À mesure que la table grandit, l’article a vu trois régions. « Région A : la base de données entière est plus petite que le pool de tampons. » « Région B : la taille de la base dépasse le pool de tampons mais reste inférieure à la mémoire physique disponible sur le serveur » : pas de lectures disque, et pourtant « select all » s’allonge, parce que « la page à laquelle il appartient doit être amenée dans le pool de tampons ». « Région C : la taille de la base devient supérieure à la quantité de mémoire physique du serveur » : « À 11 millions d’enregistrements, le temps d’exécution d’un “select all” atteint 11 secondes. À la même taille de base, la base non fragmentée l’exécute en moins de 500 ms ! » En une semaine, la base fragmentée a atteint 11 millions de lignes, la défragmentée environ 17 millions. Les nôtres, à côté de ceux de l’article dans le tableau : les mêmes ordres de grandeur, et les notes disent où et pourquoi nous différons.',
  ],
  watch:
    'Les mêmes dix sessions sur les deux organisations, sur une petite base. Dans chaque pool, une case par emplacement : T une page de table, A une page d’archive, I une page d’index, le nombre les lignes utiles d’une page de lignes, un coin sombre une page sale. Dessous, les pages de chaque table : sombres dans le pool, claires dans le cache de fichiers, blanches sur disque seulement. Avancez jusqu’à un select all : ses pages s’allument dans toute la table fragmentée, une ligne ou deux chacune ; dans l’archive, quelques pages les contiennent toutes.',
  otherEngines: (
    <>
      <p>
        {'SQL Server et InnoDB rangent les lignes d’une table dans l’ordre de son index clustered (InnoDB toujours : la clé primaire). Un index clustered sur (client, heure) donne l’idéal de l’article, les lignes d’un client côte à côte, au prix d’un coût payé à chaque insertion : chacune arrive au milieu de l’index, et les pages pleines se coupent (les leçons sur les coupures de page et le taux de remplissage, ici sur Sybase ASE). Avec une clé croissante, comme le heap de PostgreSQL, les lignes arrivent à la fin et celles d’un client sont de nouveau dispersées.'}
      </p>
      <p>
        {'Le sorted hash cluster d’Oracle, que cite l’article, range les lignes d’une clé (un client) ensemble et triées (par heure) à mesure qu’elles arrivent. Le '}<code>CLUSTER</code>{' de PostgreSQL est ponctuel : il réécrit toute la table dans l’ordre d’un index sous un verrou exclusif, et les lignes insérées ensuite arrivent de nouveau dans l’ordre d’arrivée (le '}<code>fillfactor</code>{' d’une table ne laisse de la place qu’aux mises à jour). Le partitionnement par date (déclaratif depuis PostgreSQL 10, et dans tous les autres moteurs) est la table courante et l’archive de l’article, faites par le moteur : les anciennes partitions ne changent plus et peuvent être réorganisées, ou leurs lignes triées par client, une à la fois.'}
      </p>
    </>
  ),
};
