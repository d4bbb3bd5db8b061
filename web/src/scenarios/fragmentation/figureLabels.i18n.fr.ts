// The French words of `figureLabels.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { FigureWords } from './figureLabels.i18n';

export const fr: FigureWords = {
  labels: {
    requests_done: { label: 'Requêtes terminées', hint: 'requêtes achevées (à pleine échelle, les inserts de la croissance aussi)' },
    table_rows: { label: 'Lignes dans la table' },
    rows: { label: 'Lignes à la fenêtre' },
    database_pages: { label: 'Pages de la base', hint: 'tables et index, 8\u00a0Ko chacune' },
    pool_pages: { label: 'Cadres du pool', hint: 'shared buffers / 8\u00a0Ko' },
    file_cache_pages: { label: 'Pages du cache de fichiers' },
    requests: { label: 'Requêtes mesurées' },
    insert_mean_ms: { label: 'Insert, moyenne' },
    update_mean_ms: { label: 'Update, moyenne' },
    select_one_mean_ms: { label: 'Select one, moyenne' },
    select_hour_mean_ms: { label: 'Select hour, moyenne' },
    select_all_mean_ms: { label: 'Select all, moyenne', hint: 'toutes les lignes d’un client, par heure' },
    physical_reads: { label: 'Lectures disque', hint: 'pages lues par les disques (terminées)' },
    physical_writes: { label: 'Écritures disque', hint: 'pages écrites par les disques (terminées)' },
    reads_per_s: { label: 'Lectures disque par seconde' },
    writes_per_s: { label: 'Écritures disque par seconde' },
    read_mb_s: { label: 'Lu' },
    write_mb_s: { label: 'Écrit' },
    hit_ratio: { label: 'Taux de succès du pool', hint: 'accès aux pages trouvées dans le pool' },
    file_cache_hit_ratio: {
      label: 'Taux de succès du cache de fichiers',
      hint: 'parmi les accès que le pool a manqués, ceux que le cache de fichiers avait',
    },
    dirty_ratio: { label: 'Cadres sales', hint: 'part du pool modifiée et pas encore écrite' },
    heap_pages_cached: { label: 'Pages de lignes dans le pool' },
    useful_records_cached: {
      label: 'Lignes utiles dans le pool',
      hint: 'sur chaque page de lignes du pool, les lignes de son client le plus fréquent',
    },
    useful_per_page: { label: 'Lignes utiles par page en cache', hint: '~1 dispersées, jusqu’à 55 triées' },
    requests_per_s: { label: 'Requêtes par seconde', hint: 'les dix sessions ensemble' },
    hours: { label: 'Heures simulées' },
    week_rows: { label: 'Lignes après une semaine' },
  },
  megabytesPerSecond: 'Mo/s',
  perSecond: '/s',
  moments: { background_write: 'bgwriter', checkpoint: 'point de contrôle', archive: 'passage à l’archive' },
};
