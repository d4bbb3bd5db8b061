// The French of `story.tsx` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonProse } from '../../../../shell/lesson/module';

export const fr: LessonProse = {
  otherEngines: (
    <p>
      C’est le verrouillage table (allpages) d’ASE, où les pages de données sont les feuilles de l’index
      clustered. Dans SQL Server et InnoDB aussi, mais les index secondaires y contiennent la clé de clustering
      de la ligne, pas son adresse&nbsp;: une coupure déplace des lignes sans réécrire chaque index non clustered.
      PostgreSQL garde les lignes dans un tas sans ordre clustered&nbsp;; ses pages d’arbre B se coupent au milieu,
      mais une insertion dans la page la plus à droite remplit d’abord la page jusqu’à son fillfactor. SQLite
      rééquilibre une page pleine avec ses voisines avant d’ajouter une page.
    </p>
  ),
  intro: [
    <>
      Une table Sybase ASE 15 de 4,5 millions de cotations (environ 600 Mo sur des pages de 2 Ko, quelque
      15 lignes par page) porte un index unique clustered sur <code>(instrument, date, source)</code>, posé
      «&nbsp;après l’alimentation des données&nbsp;»&nbsp;: chaque page part pleine et dans l’ordre de la clé. Chaque jour,
      10&#8239;000 nouvelles lignes arrivent par <code>INSERT … SELECT</code>.
    </>,
    <>
      La date est la deuxième colonne de la clé, «&nbsp;colonne qui n’est pas la première colonne de l’index
      clustered composite. Aussi, chaque ajout n’est pas réalisé nécessairement en fin de table&nbsp;»&nbsp;: chaque
      nouvelle ligne a sa place à la fin des lignes de son instrument, au milieu de la table, sur une page
      sans un octet libre. La page se coupe. En verrouillage table (APL, celui de l’article), les pages de
      données sont les feuilles de l’index&nbsp;: une nouvelle page est prise dans l’allocation de la table (dans
      pagelab, en fin de fichier), la moitié des lignes y est déplacée, et chaque ligne déplacée reçoit un
      nouvel identifiant (RID), si bien que chaque index non clustered réécrit une entrée pour elle.
      L’alimentation est tombée de 11&#8239;213 lignes/s sans l’index clustered à environ 70&nbsp;: «&nbsp;l’import atteint
      difficilement le rythme de 71 lignes par seconde&nbsp;».
    </>,
  ],
  watch: (
    <>
      Les mêmes lignes entrent dans deux copies d’une petite table. À gauche&nbsp;: la coupure par défaut, au
      milieu de la page. À droite&nbsp;: la coupure au point d’insertion (<code>ascinserts</code>). Regardez les
      nouvelles pages arriver en fin de fichier alors que l’ordre de la clé les voudrait au milieu.
    </>
  ),
};
