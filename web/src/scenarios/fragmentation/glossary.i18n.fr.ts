// The French words of `glossary.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { word, type GlossaryWords } from './glossary.i18n';

export const fr: GlossaryWords = {
  'frag-session': {
    term: 'Session',
    match: word('[Ss]ession \\d+|sessions'),
    text: 'L’une des dix connexions clientes de l’article, chacune exécutant le mélange de requêtes en boucle, une requête à la fois, chacune dans sa propre transaction. Leurs accès aux pages passent à tour de rôle par le pool et par les disques.',
  },
  'frag-mix': {
    term: 'Le mélange de requêtes\u00a0: insert, update, select one, select hour, select all',
    match: word('select (?:all|hour|one)|mélange de requêtes'),
    text: 'Chaque requête est tirée au hasard\u00a0: 25\u00a0% insèrent un paiement (un nouvel id, un client au hasard), 25\u00a0% mettent à jour et 25\u00a0% lisent un paiement de la dernière heure par son id, 15\u00a0% lisent les paiements d’un client sur la dernière heure, 10\u00a0% lisent tous les paiements d’un client, par heure (le relevé de compte annuel).',
  },
  'frag-pool': {
    term: 'Pool de tampons (shared buffers)',
    match: word('pool de tampons|pool'),
    text: 'Le cache de pages propre à PostgreSQL\u00a0: 256\u00a0Mo de pages de 8\u00a0Ko, 32\u00a0768 cadres, dans l’article. Une page doit être dans le pool pour être utilisée, même quand le cache de fichiers la détient\u00a0: «\u00a0elle doit être copiée dans le pool de tampons avant que la base de données puisse y accéder\u00a0».',
  },
  'frag-file-cache': {
    term: 'Cache de fichiers',
    match: word('cache de fichiers'),
    text: 'Le cache de pages de fichiers du système d’exploitation, sous le pool (environ 1\u00a0Go des 2\u00a0Go du serveur de l’article). Une page que le pool a perdue peut encore s’y trouver\u00a0: elle est recopiée sans lecture disque. Au-delà de sa taille (région C), les lectures vont au disque.',
  },
  'frag-dirty': {
    term: 'Page sale (page modifiée, dirty)',
    match: word('sales?'),
    text: 'Une page modifiée dans le pool et pas encore écrite. «\u00a0Une page sale ne peut pas être évincée sans avoir d’abord été physiquement écrite sur le disque\u00a0»\u00a0: le write() de PostgreSQL la confie au cache de fichiers du système d’exploitation, et le noyau l’écrit sur disque plus tard (son propre processus de vidage, ou le fsync du point de contrôle). Le cache de fichiers de pagelab la transmet aussitôt aux disques, le «\u00a0flux constant d’écritures aléatoires\u00a0» de l’article.',
  },
  'frag-disk': {
    term: 'Lecture disque et déplacement de la tête',
    match: word('(?:lues? )?sur disque|du disque|disques?'),
    text: 'Deux disques à 7\u00a0200\u00a0tr/min en agrégat par bandes (RAID-0), lus et écrits par blocs de 16\u00a0Ko du système de fichiers (deux pages\u00a0: l’autre arrive aussi dans le cache de fichiers). Un bloc loin du précédent coûte un déplacement de la tête (seek) et un demi-tour, plusieurs ms\u00a0; des blocs consécutifs ne coûtent que leur transfert. Chaque disque sert une requête à la fois, si bien qu’une session attend aussi les lectures des autres, mais il trie sa file par position (l’ascenseur)\u00a0: plus la file est longue, plus chaque déplacement est court.',
  },
  'frag-fragmentation': {
    term: 'Fragmentation des données',
    match: word('[Ff]ragment(?:ation|ée?s?|és?)|dispersées?'),
    text: 'Des lignes insérées dans l’ordre d’arrivée, venant de clients au hasard\u00a0: les lignes d’un client sont à raison d’une par page dans toute la table, si bien que les lire lit une page (souvent avec un déplacement de la tête) pour chaque ligne.',
  },
  'frag-useful': {
    term: 'Lignes utiles',
    match: word('lignes? utiles?|lignes par page'),
    text: 'Parmi les lignes que contient une page du pool, celles que le relevé d’un client peut utiliser\u00a0: ici les lignes du client le plus fréquent de la page. Dispersées, environ une par page\u00a0: un pool de N pages contient environ N lignes utiles (l’article\u00a0: le pool passe «\u00a0de N pages à N enregistrements\u00a0»). Triées par client, jusqu’aux 55 lignes que contient une page.',
  },
  'frag-archive': {
    term: 'Archive et table courante',
    match: word('archive|table courante'),
    text: 'La défragmentation en ligne de l’article\u00a0: les nouvelles lignes vont dans une table courante\u00a0; toutes les 550\u00a0000 lignes, ses lignes les plus anciennes (qui ne sont plus mises à jour) sont ajoutées à une archive triée par client, une page de lignes par client. Les lignes d’un client forment alors quelques îlots denses.',
  },
  'frag-index': {
    term: 'Pages d’index',
    match: word('pages? d’index|pages? de l’index'),
    text: 'Les deux tables ont un index sur (id) et un sur (client, heure). Une requête les descend pour trouver ses lignes\u00a0: leurs pages hautes servent si souvent qu’elles restent dans le pool.',
  },
  'frag-bgwriter': {
    term: 'Processus d’écriture en arrière-plan (bgwriter)',
    match: word('processus d’écriture en arrière-plan|bgwriter'),
    text: 'Un processus de PostgreSQL qui écrit quelques pages sales avant qu’on en ait besoin, toutes les 200\u00a0ms quelques pages. En 8.2 il fait deux balayages\u00a0: l’un parcourt tout le pool tour à tour, pour qu’un point de contrôle ait moins à écrire (celui que pagelab fait tourner, aux valeurs par défaut de 8.2), l’autre juste devant le balayage de l’horloge, pour qu’une session qui cherche un cadre libre attende moins souvent une écriture. Celui de l’article était réglé «\u00a0agressif\u00a0».',
  },
  'frag-checkpoint': {
    term: 'Point de contrôle',
    match: word('points? de contrôle'),
    text: 'Toutes les 15\u00a0minutes dans l’article\u00a0: toutes les pages sales sont écrites, si bien que la reprise après un crash part de là. Les pages restent dans le pool, propres.',
  },
  'frag-regions': {
    term: 'Régions A, B et C',
    match: word('[Rr]égions? [ABC]'),
    text: 'Les trois phases de l’article à mesure que la table grandit\u00a0: A, la base tient dans le pool\u00a0; B, elle dépasse le pool mais tient dans le cache de fichiers (pas de lectures disque, mais «\u00a0select all\u00a0» s’allonge\u00a0: les pages doivent toujours entrer dans le pool)\u00a0; C, elle dépasse la mémoire et les lectures vont au disque.',
  },
};
