// The French of `story.tsx` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonProse } from '../../../../shell/lesson/module';

export const fr: LessonProse = {
  otherEngines: (
    <p>
      <code>ascinserts</code> est propre à ASE et se règle table par table. InnoDB détecte seul les insertions
      séquentielles dans une page et coupe au point d’insertion. SQL Server, PostgreSQL et InnoDB traitent une
      insertion au-delà de la dernière clé de la dernière page comme un ajout&nbsp;: une nouvelle page reçoit la
      ligne et rien ne bouge (PostgreSQL laisse l’ancienne page à son fillfactor). Là, une coupure est
      journalisée avec les autres enregistrements de la transaction&nbsp;; l’attente du journal à chaque coupure est
      ce que les compteurs de l’article montrent d’ASE (notre lecture).
    </p>
  ),
  intro: [
    <>
      ASE peut couper une page au point d’insertion au lieu du milieu (
      <code>dbcc tune(ascinserts, 1, "TEST_TABLE")</code>)&nbsp;: «&nbsp;la coupure n’est pas réalisée au milieu de la
      page comme dans la méthode par défaut mais au point d’insertion&nbsp;». Seules les lignes qui suivent la
      nouvelle sont déplacées, et les insertions suivantes, en ordre croissant, arrivent sur la nouvelle page
      sans la couper de nouveau. ASE ne le fait que pour une ligne qui prolonge les lignes de son
      instrument&nbsp;; une ligne qui tombe avant une ligne de son propre instrument (une source qui n’est pas
      triée sur la clé entière) subit la coupure ordinaire au milieu de la page, et la vue pas à pas le
      signale. Quand la nouvelle ligne va après la dernière ligne d’une page pleine, rien ne bouge&nbsp;: une
      nouvelle page reçoit la ligne, ce que le manuel d’ASE appelle une allocation de page, pas une coupure,
      et que pagelab compte à part.
    </>,
    <>
      L’article a trié les lignes de la source de quatre façons. Triées sur une seule colonne de la clé,
      rien n’a changé&nbsp;: environ 2&#8239;650 coupures et 50 à 60 lignes/s. Dans l’ordre complet de la clé
      clustered, les coupures sont restées les mêmes et le chargement a été «&nbsp;5 à 6 fois plus rapide qu’à la
      première tentative&nbsp;» (303 lignes/s), encore loin du fillfactor 80 ou du tas. Page par page, chaque
      ordre déplace les mêmes lignes&nbsp;: le gain n’est donc pas dans les pages, il est dans le journal. Sans la
      source triée, chaque coupure attendait environ cinq écritures dans le journal de 11 à 12 ms&nbsp;; dans le
      passage trié, les écritures dans le journal prenaient moins d’une milliseconde chacune, et bien plus
      d’enregistrements de journal passaient par l’ULC (environ 1 million, contre 46&#8239;000). pagelab modélise
      cela comme un mode d’insertion ascendante&nbsp;: tant que les lignes arrivent dans l’ordre de la clé
      clustered, seule la coupure elle-même force le journal, et les changements de RID des index non
      clustered passent par l’ULC. La première ligne qui vient en dessous de la précédente met fin à ce mode
      pour le reste de l’instruction, et la vue pas à pas dit quand. ASE ne documente pas cette règle&nbsp;; c’est
      notre lecture des compteurs de l’article.
    </>,
    <>
      Là où pagelab diffère&nbsp;: dans l’ordre de la clé, il compte 4&nbsp;% de coupures de moins qu’au milieu de la
      page (les allocations de page ci-dessus), et 11&nbsp;% de plus quand les lignes d’un instrument arrivent
      mélangées, car une coupure au point d’insertion peut laisser sa page pleine pour la ligne suivante,
      plus basse, du même instrument. L’article a mesuré le même nombre à chaque fois&nbsp;: «&nbsp;Le nombre de
      coupures de pages reste constant&nbsp;»&nbsp;; <code>docs/fidelity.md</code> dit pourquoi le nôtre ne le peut
      pas.
    </>,
  ],
  watch: (
    <>
      Avancez pas à pas dans la petite table avec l’ordre de la source de votre choix. Le graphique lance
      chaque ordre de la source sous les deux politiques de coupure à pleine échelle, face à la référence du
      tas.
    </>
  ),
};
