// The French words of `figureLabels.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { FigureWords } from './figureLabels.i18n';

export const fr: FigureWords = {
  labels: {
    requests_done: { label: 'Requêtes faites', hint: 'mises à jour et lectures aléatoires d’une ligne' },
    runs_done: { label: 'Séries faites' },
    rows_per_page: { label: 'Lignes par page' },
    data_pages: { label: 'Pages de données', hint: 'les pages de la table, 8 Ko chacune' },
    pool_frames: { label: 'Cadres du pool', hint: 'le cache de données, 8 Ko chacun' },
    bpe_slots: { label: 'Emplacements de l’extension', hint: '0 sans extension' },
    elapsed_s: {
      label: 'Durée d’une série (régime établi)',
      hint: 'la moyenne des séries de mises à jour après les quatre premières (la dernière s’il y en a moins), comme le tableau de l’article',
    },
    mean_update_ms: { label: 'Mise à jour, moyenne' },
    frame_wait_s: {
      label: 'Attente d’un cadre libre',
      hint: 'le lazy writer encore en train d’écrire les pages modifiées d’avant, sur toutes les séries',
    },
    physical_reads: { label: 'Lectures physiques', hint: 'pages lues dans le fichier de données' },
    physical_writes: { label: 'Écritures sur disque', hint: 'pages modifiées écrites dans le fichier de données' },
    pool_hits: { label: 'Trouvées dans le pool' },
    bpe_hits: { label: 'Lues depuis l’extension' },
    bpe_writes: { label: 'Copiées dans l’extension', hint: 'pages propres sorties du pool' },
    washed: { label: 'Effacées', hint: 'copies de l’extension jetées par les mises à jour' },
    bpe_pages: { label: 'Pages dans l’extension' },
    bpe_share: { label: 'Table dans l’extension' },
    pool_pages: { label: 'Pages dans le pool' },
  },
  moments: {
    writer_wait: 'attente de cadre',
    run_end: 'fin de série',
    wash: 'effacement',
    checkpoint: 'point de contrôle',
  },
};
