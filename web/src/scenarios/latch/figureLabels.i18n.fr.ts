// The French words of `figureLabels.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LatchLabelWords } from './figureLabels.i18n';

export const fr: LatchLabelWords = {
  labels: {
    rows_done: { label: 'Lignes validées', hint: 'une insertion par instruction, chacune sa propre transaction' },
    threads: { label: 'Sessions' },
    cores: { label: 'Cœurs' },
    elapsed_s: { label: 'Temps jusqu’à la dernière validation', hint: 'temps virtuel' },
    rows_per_sec: { label: 'Lignes par seconde', hint: 'la mesure de l’article' },
    latch_waits: { label: 'Attentes de latch', hint: 'insertions qui ont attendu un latch de page (PAGELATCH_EX)' },
    latch_wait_mean_us: { label: 'Attente de latch, moyenne' },
    latch_wait_p99_us: { label: 'Attente de latch, p99' },
    page_splits: { label: 'Coupures de page', hint: 'nouvelles pages après la dernière clé et coupures en milieu de page' },
    mid_splits: { label: 'Coupures en milieu de page', hint: 'lignes déplacées vers une nouvelle page' },
    rows_per_page: { label: 'Lignes par page' },
    leaf_pages: { label: 'Pages feuilles' },
    avg_leaf_density: { label: 'Remplissage des feuilles', hint: 'lignes rapportées à la place des feuilles' },
    context_switches: { label: 'Changements de contexte' },
    cpu_busy: { label: 'CPU occupé', hint: 'travail, attentes actives et changements de contexte' },
    flow_control_waits: { label: 'Retenues (régulation)', hint: 'OPTIMIZE_FOR_SEQUENTIAL_KEY seulement' },
    insert_latency_mean_us: { label: 'Insertion, moyenne', hint: 'de son début à sa validation' },
  },
  moments: { split: 'coupure', parked_grant: 'latch donné à une session endormie' },
  perSec: (n) => `${n}/s`,
  seconds: (n) => `${n}\u00a0s`,
};
