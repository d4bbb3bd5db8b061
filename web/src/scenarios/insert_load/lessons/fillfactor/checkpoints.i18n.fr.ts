// The French words of `checkpoints.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { FillfactorCheckpointWords } from './checkpoints.i18n';

export const fr: FillfactorCheckpointWords = {
  room: {
    question:
      'L’index a été créé à fillfactor 100. Une ligne d’un nouveau jour arrive sur la page de son instrument. La page a-t-elle de la place\u00a0?',
    choices: ['Oui\u00a0: la ligne y entre et rien ne bouge', 'Non\u00a0: la page est pleine et se coupe'],
    whyFull: (page, free, need) =>
      `La page ${page} avait ${free} octets libres et la ligne en demande ${need}\u00a0: fillfactor 100 n’a laissé aucune place à la création, la page s’est donc coupée. À fillfactor 80, la création laisse un cinquième de chaque page vide, de la place pour les lignes du jour.`,
    whyRoom: (page, slot) =>
      `La page ${page} avait encore de la place (emplacement ${slot})\u00a0: toutes les pages ne sont pas pleines à l’octet près, même à fillfactor 100.`,
  },
  waits: {
    question:
      'Une autre page se coupe et la moitié de ses lignes est déplacée. Combien de fois cette insertion attend-elle le disque du journal\u00a0?',
    choices: [
      'Une fois, au commit',
      'Une fois pour la coupure, puis une fois de plus pour chaque index non clustered dont les entrées désignent les lignes déplacées',
      'Jamais\u00a0: le journal est écrit plus tard',
    ],
    forced: (n) => `${n} ${n < 2 ? 'écriture forcée' : 'écritures forcées'} dans le journal`,
    rid: (rows, indexes) =>
      `\u00a0: les enregistrements de la coupure elle-même, puis les mises à jour de RID de ${rows} lignes déplacées dans ${indexes} index non clustered.`,
    noRid: '.',
    tail: ' Chacune est une attente du disque du journal\u00a0: voilà pourquoi, à fillfactor 100, l’article n’insérait que 71 lignes par seconde, et le tas 11\u202f213.',
  },
  after: {
    question: 'La ligne suivante du nouveau jour arrive. Sa page se coupe-t-elle aussi\u00a0?',
    choices: ['Oui\u00a0: chaque ligne du nouveau jour coupe une page', 'Non\u00a0: elle trouve de la place'],
    whySplit: (page) => `La page ${page} était pleine elle aussi\u00a0: elle s’est coupée.`,
    whyRoom: (page, slot) =>
      `La page ${page} avait de la place\u00a0: la ligne est allée dans l’emplacement ${slot} et rien n’a bougé. Toutes les lignes d’un nouveau jour ne coupent pas une page\u00a0: une coupure laisse deux pages à moitié pleines, et une ligne dont la page a de la place y entre.`,
  },
};
