// The French words of `glossary.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { whole, type GlossaryWords } from './glossary.i18n';

export const fr: GlossaryWords = {
  'buffer-hit': {
    term: 'Succès (hit)',
    match: whole('succès'),
    text: 'La page demandée est déjà dans un cadre du pool : pas de lecture disque. Le taux de succès est le nombre de succès rapporté au nombre de références.',
  },
  'buffer-miss': {
    term: 'Échec (miss)',
    match: whole('échecs?'),
    text: 'La page n’est pas dans le pool : elle doit être lue sur disque (ou dans le cache du système d’exploitation) dans un cadre, et quand aucun cadre n’est libre, une autre page doit d’abord partir.',
  },
  'buffer-frame': {
    term: 'Cadre',
    match: whole('cadres?'),
    text: 'Un emplacement de la taille d’une page dans le pool de tampons. Un pool de 256 Mo en pages de 8 Ko, comme dans le PostgreSQL 8.2 de l’article, compte 32\u202f768 cadres.',
  },
  'buffer-victim': {
    term: 'Victime',
    match: whole('victime'),
    text: 'La page que la politique de remplacement choisit de faire sortir de son cadre, pour que la page demandée puisse entrer. Seul un cadre non épinglé peut être choisi.',
  },
  'dirty-page': {
    term: 'Page sale (page modifiée, dirty)',
    match: whole('sales?'),
    text: 'Une page modifiée en mémoire depuis sa lecture. « Une page sale ne peut pas être évincée sans avoir d’abord été écrite physiquement sur le disque » (l’article, traduit) : la référence qui a besoin de son cadre attend l’écriture.',
  },
  pin: {
    term: 'Épinglage (pin)',
    match: whole('épinglée?s?'),
    text: 'Une page utilisée par une requête est épinglée : son cadre ne peut pas être vidé tant que chacun de ses utilisateurs ne l’a pas relâchée. Dans cette leçon, chaque référence épingle et relâche sa page aussitôt.',
  },
  'clock-hand': {
    term: 'Aiguille de l’horloge',
    match: whole('aiguille'),
    text: 'CLOCK et clock-sweep rangent les cadres en cercle, parcouru par une aiguille. En quête d’une victime, l’aiguille prend le premier cadre dont le bit (ou le compteur) vaut 0, en baissant les autres au passage.',
  },
  'reference-bit': {
    term: 'Bit de référence',
    match: whole('bits? de référence'),
    text: 'Le bit unique de CLOCK par cadre, mis à 1 quand la page sert. L’aiguille remet à 0 un bit à 1 et passe : une seconde chance. Une page dont le bit est encore à 0 quand l’aiguille revient s’en va.',
  },
  'usage-count': {
    term: 'Compteur d’usage',
    match: whole('compteurs? d’usage'),
    text: 'Le clock-sweep de PostgreSQL (depuis la 8.1) compte plutôt les usages, jusqu’à 5 (BM_MAX_USAGE_COUNT) ; l’aiguille baisse un compteur de un à chaque passage. Une page souvent utilisée survit à plusieurs tours ; une page lue une fois par un balayage part au tour suivant.',
  },
  lru2: {
    term: 'LRU-2, avant-dernier usage',
    match: whole('avant-dernier usage|n’a servi qu’une fois'),
    text: 'LRU-2 (O’Neil, O’Neil et Weikum, 1993) classe les pages selon leur avant-dernier usage (la distance en arrière jusqu’à lui) : la page dont l’avant-dernier usage est le plus ancien part. Une page utilisée une seule fois n’en a pas et part la première : un balayage ne peut donc pas chasser les pages utilisées deux fois.',
  },
  'two-q': {
    term: '2Q : A1in, A1out, Am',
    match: whole('A1in|A1out|Am', 'u'),
    text: '2Q (Johnson et Shasha, 1994 ; PostgreSQL 8.0.2 à 8.0.x) : une nouvelle page entre dans A1in, une file « premier entré, premier sorti » qui a droit au quart des cadres ; quand A1in en contient plus, sa page la plus ancienne part et A1out, une liste de numéros de pages seulement (la moitié des cadres), la retient. Une page demandée pendant que A1out la nomme revient dans Am, une liste LRU. Les pages d’un balayage, utilisées une fois, traversent A1in sans jamais atteindre Am.',
  },
  arc: {
    term: 'ARC : T1, T2, B1, B2, la cible p',
    match: whole('T1|T2|B1|B2|cible p', 'u'),
    text: 'ARC (Megiddo et Modha, 2003 ; PostgreSQL 8.0) : T1 contient les pages utilisées une fois récemment, T2 celles réutilisées ; B1 et B2 retiennent les numéros des pages sorties de T1 et de T2 (chacune au plus autant que de cadres). p est la part visée pour T1 : une page trouvée dans B1 dit que T1 était trop petite et p augmente, une page trouvée dans B2 dit le contraire. La page la moins récente de T1 part tant que T1 contient plus de p pages, sinon celle de T2.',
  },
  'scan-ring': {
    term: 'Anneau du balayage',
    match: whole('anneau'),
    text: 'PostgreSQL 8.3 : un balayage séquentiel d’une table plus grande que le quart de shared_buffers lit à travers un anneau de 256 Ko (32 tampons, au plus un huitième du pool ; ici au moins 1 cadre) : il réutilise le tampon suivant de son anneau quand personne d’autre ne s’en est servi plus d’une fois, si bien que le balayage recycle quelques cadres au lieu d’inonder le pool.',
  },
  opt: {
    term: 'OPT (MIN de Belady)',
    match: whole('OPT|besoin le plus tard|plus jamais besoin|plus jamais utile', 'u'),
    text: 'La politique optimale de Belady (1966) : part la page dont on aura de nouveau besoin le plus tard. Elle doit connaître l’avenir, donc aucun vrai pool ne peut l’appliquer ; c’est le plancher auquel on mesure toutes les autres politiques.',
  },
  checkpoint: {
    term: 'Point de contrôle',
    match: whole('point de contrôle'),
    text: 'De temps en temps, toutes les pages sales sont écrites sur disque : la reprise après un arrêt brutal part de là. Les pages restent dans le pool, propres : elles pourront ensuite partir sans écriture.',
  },
  'belady-anomaly': {
    term: 'Anomalie de Belady',
    match: whole('anomalie de Belady'),
    text: 'Avec FIFO, plus de cadres peut vouloir dire plus d’échecs : sur la chaîne 1,2,3,4,1,2,5,1,2,3,4,5, 3 cadres échouent 9 fois et 4 cadres 10 fois (Belady, Nelson et Shedler, 1969). LRU et OPT sont des politiques à pile : un pool plus grand contient toujours ce que contiendrait un plus petit, elles n’échouent donc jamais davantage.',
  },
};
