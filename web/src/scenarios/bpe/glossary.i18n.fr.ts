// The French words of `glossary.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { Entry } from './glossary.i18n';

export const fr: Record<string, Entry> = {
  'bpe-extension': {
    term: 'Extension du pool de tampons (BPE)',
    match: /\bl’extension\b|\bextension du pool de tampons\b/,
    text: 'Le second niveau de cache de pages de SQL Server 2014\u00a0: un fichier sur SSD qui garde les pages propres que le pool de tampons a lâchées. Une page absente du pool y est cherchée avant le disque. Il ne garde que des pages propres\u00a0: jamais une page modifiée et pas encore écrite.',
  },
  'bpe-pool': {
    term: 'Pool de tampons (cache de données)',
    match: /\b(?:le|du) pool\b/,
    text: 'Les pages de SQL Server en mémoire. Une mise à jour lit d’abord sa page dans le pool, puis l’y modifie. Dans l’article, avec max server memory à 256 Mo, il n’y avait jamais plus de 90 Mo de la table\u00a0: environ 8\u00a0%.',
  },
  'bpe-dirty': {
    term: 'Page modifiée (page sale, dirty)',
    match: /\bmodifiée?s?\b/,
    text: 'Une page changée dans le pool et pas encore écrite dans le fichier de données. Elle doit être écrite avant que son cadre serve à nouveau, et elle ne peut pas aller dans l’extension.',
  },
  'bpe-wash': {
    term: 'Effacement (wash-out)',
    match: /\beffacée?s?\b|\beffacement\b/,
    text: 'Une mise à jour supprime de l’extension la copie de sa page (la copie est périmée, et l’extension ne garde que des pages propres). Série après série de mises à jour aléatoires, l’extension se vide\u00a0: «\u00a0BPE ne peut garder que des pages propres, les mises à jour vont donc en chasser les données.\u00a0»',
  },
  'bpe-lazy-writer': {
    term: 'Lazy writer',
    match: /\blazy writer\b|\ba quitté le (?:pool|cadre)\b/,
    text: 'Le processus de SQL Server qui tient une liste de cadres libres\u00a0: il libère les pages les plus froides du pool, une page propre tout de suite (abandonnée, ou copiée dans l’extension s’il y en a une), une page modifiée seulement après l’avoir écrite sur disque. Une requête qui a besoin d’un cadre quand la liste est vide l’attend\u00a0: dès que le pool ne contient plus que des pages modifiées, les requêtes vont au rythme de ses écritures.',
  },
  'bpe-checkpoint': {
    term: 'Point de contrôle (checkpoint)',
    match: /\b[Pp]oints? de contrôle\b|\b[Cc]heckpoint\b/,
    text: 'Écrit toutes les pages modifiées sur disque\u00a0; les pages restent dans le pool, propres. L’article a coupé les points de contrôle automatiques et en a lancé un à la main\u00a0: il a déplacé les pages vers l’extension «\u00a0très mollement\u00a0», car seule une page propre qui quitte le pool y va.',
  },
  'bpe-cold': {
    term: 'Cache froid',
    match: /\b[Cc]ache froid\b/,
    text: 'Un cache vide (après DBCC DROPCLEANBUFFERS)\u00a0: le premier accès à chaque page la lit dans le fichier de données. Les configurations 2 (disque dur) et 5 (SSD) de l’article.',
  },
};
