// The French of `story.tsx` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonProse } from '../../../../shell/lesson/module';

export const fr: LessonProse = {
  otherEngines: (
    <p>
      Le <code>FILLFACTOR</code> de SQL Server fonctionne comme celui d’ASE&nbsp;: il façonne les pages feuilles à la
      création et à la reconstruction seulement, et les insertions qui suivent consomment la place. Le{' '}
      <code>fillfactor</code> des arbres B de PostgreSQL (90 par défaut) s’applique aussi quand la page la plus
      à droite se coupe, et le <code>fillfactor</code> d’un tas garde de la place dans chaque page pour les mises
      à jour. Le <code>PCTFREE</code> d’Oracle est respecté à mesure que les blocs se remplissent, pas seulement
      à la création.
    </p>
  ),
  intro: [
    <>
      <code>fillfactor</code> dit à <code>CREATE INDEX</code> à quel point remplir chaque page&nbsp;: c’est le
      «&nbsp;paramètre définissant le taux de remplissage des pages d’une table en verrouillage table (APL - All
      Pages Locking)&nbsp;». L’article a recréé l’index clustered à 100, 90 et 80 et chargé le même jour de
      données.
    </>,
    <>
      À 90, une page garde de la place pour environ deux lignes de plus. L’article a mesuré 2&#8239;064 coupures
      au lieu d’environ 2&#8239;600. Il ne dit pas comment ses lignes se répartissaient&nbsp;; dans le modèle de
      pagelab, la plupart des instruments sont cotés par trois sources et reçoivent trois lignes par jour,
      si bien que leurs pages se coupent encore. À 80, il y a de la place pour trois lignes&nbsp;: «&nbsp;à 80% le
      contexte est parfait, aucune coupure de pages ne se produit&nbsp;»&nbsp;; 11&#8239;750 lignes/s, aussi vite que le
      tas, pour une «&nbsp;perte d’espace&nbsp;» d’environ 24&nbsp;%. La place est consommée par les jours qui suivent&nbsp;:
      insérez plus de jours et les coupures reviennent.
    </>,
  ],
  watch: (
    <>
      Avancez pas à pas dans une petite table construite au fillfactor de votre choix. Le graphique balaie
      le fillfactor de 50 à 100 à pleine échelle et montre la falaise.
    </>
  ),
};
