// The French words of `lesson.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonWords } from './lesson.i18n';

export const fr: LessonWords = {
  loadingLesson: 'Chargement de la leçon…',
  stepByStep: 'Pas à pas',
  budgetMemory: (needs, limit, advice) =>
    `Ce déroulement demanderait environ ${needs}\u00a0Mo\u00a0; au plus ${limit}\u00a0Mo dans pagelab\u00a0: ${advice}`,
  budgetTime: (needs, limit, advice) =>
    `Ce déroulement prendrait environ ${needs}\u00a0s\u00a0; au plus ${limit}\u00a0s dans pagelab\u00a0: ${advice}`,
  couldNotCheck: (why) => `Impossible de vérifier les paramètres\u00a0: ${why}`,
  stepCannotUse: (why) => `La vue pas à pas ne peut pas utiliser ces paramètres\u00a0: ${why}.`,
  stepFailed: (why) => `La vue pas à pas a échoué\u00a0: ${why}`,
  engineMissing:
    'Cette copie de pagelab ne contient pas le moteur de cette leçon\u00a0: le paquet de cours d’une leçon ne contient que le moteur de sa propre leçon. Ouvrez la leçon dans le site complet ou dans son propre paquet.',
  conflictsWith: (param) => `En conflit avec ${param}\u00a0: voir son message.`,
  colon: '\u00a0: ',
  close: 'Fermer',
  cpFailed: (why) => `La question n’a pas pu être préparée\u00a0: ${why}`,
  goOn: 'Continuer',
  preparing: 'Préparation d’une question…',
  predict: (step) => `Prédisez\u00a0: étape ${step}`,
  enginesAnswer: ' — la réponse du moteur',
  check: 'Vérifier',
  right: 'Exact.',
  notThisTime: 'Pas cette fois.',
  seeStep: (step) => `Voir l’étape ${step}`,
  needsFix: 'Rien à montrer pour l’instant\u00a0: les paramètres sont à corriger.',
  stopped: 'La vue pas à pas s’est arrêtée.',
  building: 'Construction de la petite table…',
  stepView: 'vue pas à pas',
  stepViewOf: (label) => `vue pas à pas, ${label}`,
  countersSoFar: 'Compteurs à ce stade',
  whatHappened: (n) => `Ce qui s’est passé à cette étape (${n} événements)`,
  pastEnd: (step, last) => `L’étape ${step} du lien est au-delà de la dernière, ${last}\u00a0: affichage de l’étape ${last}.`,
  smallSetup: (setup) => `Vue pas à pas\u00a0: une petite configuration (${setup}). Vos autres paramètres s’appliquent tels quels.`,
  keptSetup: (list) =>
    `Pas à pas, cette vue garde ses propres valeurs\u00a0: ${list}\u00a0; les vôtres ne peuvent pas s’exécuter un pas à la fois. L’exécution complète et les graphiques utilisent les vôtres.`,
  keptOne: (name, kept, yours) => `${name} ${kept} (la vôtre\u00a0: ${yours})`,
  changeRun: 'Changer le déroulement',
  parameters: 'Paramètres',
  setByCourse: ' (fixés par le cours)',
  whatMeasured: 'Ce que l’article a mesuré',
  aboutLesson: 'À propos de cette leçon',
  otherEngines: 'Dans d’autres moteurs',
  runCases: 'Lancer les cas de l’article',
  waitingForFull: 'En attente du calcul à pleine échelle, qui calcule le reste',
  blockedAll: (why) => `Ces paramètres ne peuvent pas tourner\u00a0: ${why}`,
  blockedTogether: (names) =>
    `Ces paramètres ne peuvent pas tourner ensemble\u00a0: ${names}. Chaque contrôle marqué dit pourquoi.`,
  blockedOne: (name) => `Le paramètre ${name} est à corriger\u00a0: son contrôle dit pourquoi.`,
  goToParam: (name) => `Aller à ${name}`,
  shareLink: 'Partager le lien',
  embed: 'Intégrer…',
  linkCopied: 'Lien copié.',
  copyThis: (href) => `Copiez ce lien\u00a0: ${href}`,
  try: 'Essayer',
  jumpGroup: 'Aller à un moment',
  whichMoments: 'Entre quels moments sauter',
  anyMoment: 'tout moment',
  moment: 'moment',
  jumpLabel: (way, name, step) =>
    `${way === 'previous' ? 'Précédent' : 'Suivant'}\u00a0: ${name}${step !== null ? `, étape ${step}` : ''}`,
  jumpTitle: (way, name, step) =>
    step !== null
      ? `${way === 'previous' ? 'Précédent' : 'Suivant'}\u00a0: ${name}, étape ${step}`
      : `Aucun(e) ${name} ${way === 'previous' ? 'avant' : 'après'} cette étape`,
  notRun: 'Non lancé.',
};
