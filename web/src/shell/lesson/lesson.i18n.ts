/** The lesson page's own words: its sections, sharing, moments, presets. */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  loadingLesson: 'Loading the lesson…',
  stepByStep: 'Step by step',
  /** A run past pagelab's limits (the engine's English says which run; these, the limit and what to change). */
  budgetMemory: (needs: string, limit: string, advice: string) =>
    `This run would need about ${needs} MB; at most ${limit} MB in pagelab: ${advice}`,
  budgetTime: (needs: string, limit: string, advice: string) =>
    `This run would take about ${needs} s; at most ${limit} s in pagelab: ${advice}`,
  couldNotCheck: (why: string) => `Could not check the parameters: ${why}`,
  stepCannotUse: (why: string) => `The step view cannot use these parameters: ${why}.`,
  stepFailed: (why: string) => `The step view failed: ${why}`,
  /** A lesson's course package carries its own lesson's engine only (scripts/package.mjs). */
  engineMissing:
    "This copy of pagelab does not carry this lesson's engine: a lesson's course package holds its own lesson's engine only. Open the lesson in the whole site or in its own package.",
  conflictsWith: (param: string) => `Conflicts with ${param}: see its message.`,
  /** Between a label and what it labels. */
  colon: ': ',
  close: 'Close',
  cpFailed: (why: string) => `The question could not be prepared: ${why}`,
  goOn: 'Go on',
  preparing: 'Preparing a question…',
  predict: (step: string) => `Predict: step ${step}`,
  enginesAnswer: ' — the engine’s answer',
  check: 'Check',
  right: 'Right.',
  notThisTime: 'Not this time.',
  seeStep: (step: string) => `See step ${step}`,
  needsFix: 'Nothing to show yet: the parameters need a fix.',
  stopped: 'The step view stopped.',
  building: 'Building the small table…',
  stepView: 'step view',
  stepViewOf: (label: string) => `step view, ${label}`,
  countersSoFar: 'Counters so far',
  whatHappened: (n: string) => `What happened in this step (${n} events)`,
  pastEnd: (step: string, last: string) => `The link’s step ${step} is past the last step, ${last}: showing step ${last}.`,
  smallSetup: (setup: string) => `Step view: a small setup (${setup}). Your other parameters apply as set.`,
  changeRun: 'Change the run',
  parameters: 'Parameters',
  setByCourse: ' (set by the course)',
  whatMeasured: 'What the article measured',
  aboutLesson: 'About this lesson',
  otherEngines: 'In other engines',
  runCases: 'Run the article’s cases',
  /** A chart whose point the full-scale run computes, its own runs done. */
  waitingForFull: 'Waiting for the full-scale run, which computes the rest',
  blockedAll: (why: string) => `These parameters cannot run: ${why}`,
  blockedTogether: (names: string) => `These parameters cannot run together: ${names}. Each marked control says why.`,
  blockedOne: (name: string) => `The parameter ${name} needs a fix: its control says why.`,
  shareLink: 'Share link',
  embed: 'Embed…',
  linkCopied: 'Link copied.',
  copyThis: (href: string) => `Copy this link: ${href}`,
  try: 'Try',
  jumpGroup: 'Jump to a moment',
  whichMoments: 'Which moments to jump between',
  anyMoment: 'any moment',
  moment: 'moment',
  jumpLabel: (way: 'previous' | 'next', name: string, step: string | null) =>
    `${way === 'previous' ? 'Previous' : 'Next'} ${name}${step !== null ? `, step ${step}` : ''}`,
  jumpTitle: (way: 'previous' | 'next', name: string, step: string | null) =>
    step !== null
      ? `${way === 'previous' ? 'Previous' : 'Next'} ${name}: step ${step}`
      : `No ${name} ${way === 'previous' ? 'before' : 'after'} this step`,
  notRun: 'Not run.',
};

export type LessonWords = typeof en;

const fr: LessonWords = {
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

const ru: LessonWords = {
  loadingLesson: 'Загрузка урока…',
  stepByStep: 'Пошагово',
  budgetMemory: (needs, limit, advice) =>
    `Этому прогону нужно около ${needs} МБ; в pagelab не больше ${limit} МБ: ${advice}`,
  budgetTime: (needs, limit, advice) => `Этот прогон займёт около ${needs} с; в pagelab не больше ${limit} с: ${advice}`,
  couldNotCheck: (why) => `Не удалось проверить параметры: ${why}`,
  stepCannotUse: (why) => `Пошаговый режим не может использовать эти параметры: ${why}.`,
  stepFailed: (why) => `Сбой пошагового режима: ${why}`,
  engineMissing:
    'В этой копии pagelab нет движка этого урока: пакет курса содержит движок только своего урока. Откройте урок на полном сайте или в его собственном пакете.',
  conflictsWith: (param) => `Противоречит параметру ${param}: см. его сообщение.`,
  colon: ': ',
  close: 'Закрыть',
  cpFailed: (why) => `Не удалось подготовить вопрос: ${why}`,
  goOn: 'Дальше',
  preparing: 'Готовится вопрос…',
  predict: (step) => `Предскажите: шаг ${step}`,
  enginesAnswer: ' — ответ движка',
  check: 'Проверить',
  right: 'Верно.',
  notThisTime: 'На этот раз нет.',
  seeStep: (step) => `Показать шаг ${step}`,
  needsFix: 'Пока нечего показать: параметры нужно исправить.',
  stopped: 'Пошаговый просмотр остановлен.',
  building: 'Строится маленькая таблица…',
  stepView: 'пошаговый просмотр',
  stepViewOf: (label) => `пошаговый просмотр, ${label}`,
  countersSoFar: 'Счётчики на этот момент',
  whatHappened: (n) => `Что произошло на этом шаге (событий: ${n})`,
  pastEnd: (step, last) => `Шаг ${step} из ссылки дальше последнего, ${last}: показан шаг ${last}.`,
  smallSetup: (setup) => `Пошаговый просмотр: маленькая конфигурация (${setup}). Остальные параметры применяются как заданы.`,
  changeRun: 'Изменить прогон',
  parameters: 'Параметры',
  setByCourse: ' (заданы курсом)',
  whatMeasured: 'Что измерила статья',
  aboutLesson: 'Об этом уроке',
  otherEngines: 'В других СУБД',
  runCases: 'Прогнать случаи из статьи',
  waitingForFull: 'Ждём полномасштабный прогон: он считает остальное',
  blockedAll: (why) => `С этими параметрами запуск невозможен: ${why}`,
  blockedTogether: (names) => `Эти параметры несовместимы: ${names}. Причина указана у каждого отмеченного поля.`,
  blockedOne: (name) => `Параметр ${name} нужно исправить: причина указана у его поля.`,
  shareLink: 'Ссылка',
  embed: 'Встроить…',
  linkCopied: 'Ссылка скопирована.',
  copyThis: (href) => `Скопируйте ссылку: ${href}`,
  try: 'Попробуйте',
  jumpGroup: 'Перейти к моменту',
  whichMoments: 'Между какими моментами переходить',
  anyMoment: 'любой момент',
  moment: 'момент',
  jumpLabel: (way, name, step) =>
    `${way === 'previous' ? 'Предыдущий' : 'Следующий'}: ${name}${step !== null ? `, шаг ${step}` : ''}`,
  jumpTitle: (way, name, step) =>
    step !== null
      ? `${way === 'previous' ? 'Предыдущий' : 'Следующий'}: ${name}, шаг ${step}`
      : `${way === 'previous' ? 'До' : 'После'} этого шага нет: ${name}`,
  notRun: 'Не запущено.',
};

export const LESSON_WORDS: Catalogue<LessonWords> = { en, fr, ru };
