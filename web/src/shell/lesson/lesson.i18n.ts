/** The lesson page's own words: its sections, sharing, moments, presets. */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  loadingLesson: 'Loading the lesson…',
  stepByStep: 'Step by step',
  parameters: 'Parameters',
  setByCourse: ' (set by the course)',
  whatMeasured: 'What the article measured',
  aboutLesson: 'About this lesson',
  otherEngines: 'In other engines',
  runCases: 'Run the article’s cases',
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
  fullScale: 'Full scale',
  fullIntro:
    'The whole run with your parameters (the article’s setup unless you changed it). It runs by itself when the parameters change; the button runs it again.',
  notRun: 'Not run.',
  runFull: 'Run full scale',
  staleResults: 'These results are for the previous parameters.',
  downloadFigures: 'Download the figures:',
  wholeTable: 'The whole table after the run',
  savePictures: 'Save the pictures',
};

export type LessonWords = typeof en;

const fr: LessonWords = {
  loadingLesson: 'Chargement de la leçon…',
  stepByStep: 'Pas à pas',
  parameters: 'Paramètres',
  setByCourse: ' (fixés par le cours)',
  whatMeasured: 'Ce que l’article a mesuré',
  aboutLesson: 'À propos de cette leçon',
  otherEngines: 'Dans d’autres moteurs',
  runCases: 'Lancer les cas de l’article',
  blockedAll: (why) => `Ces paramètres ne peuvent pas tourner : ${why}`,
  blockedTogether: (names) =>
    `Ces paramètres ne peuvent pas tourner ensemble : ${names}. Chaque contrôle marqué dit pourquoi.`,
  blockedOne: (name) => `Le paramètre ${name} est à corriger : son contrôle dit pourquoi.`,
  shareLink: 'Partager le lien',
  embed: 'Intégrer…',
  linkCopied: 'Lien copié.',
  copyThis: (href) => `Copiez ce lien : ${href}`,
  try: 'Essayer',
  jumpGroup: 'Aller à un moment',
  whichMoments: 'Entre quels moments sauter',
  anyMoment: 'tout moment',
  moment: 'moment',
  jumpLabel: (way, name, step) =>
    `${way === 'previous' ? 'Précédent' : 'Suivant'} : ${name}${step !== null ? `, étape ${step}` : ''}`,
  jumpTitle: (way, name, step) =>
    step !== null
      ? `${way === 'previous' ? 'Précédent' : 'Suivant'} : ${name}, étape ${step}`
      : `Aucun(e) ${name} ${way === 'previous' ? 'avant' : 'après'} cette étape`,
  fullScale: 'À pleine échelle',
  fullIntro:
    'Le déroulement complet avec vos paramètres (ceux de l’article si vous ne les avez pas changés). Il se relance de lui-même quand les paramètres changent ; le bouton le relance.',
  notRun: 'Non lancé.',
  runFull: 'Lancer à pleine échelle',
  staleResults: 'Ces résultats sont ceux des paramètres précédents.',
  downloadFigures: 'Télécharger les chiffres :',
  wholeTable: 'Toute la table après le déroulement',
  savePictures: 'Enregistrer les images',
};

const ru: LessonWords = {
  loadingLesson: 'Загрузка урока…',
  stepByStep: 'Пошагово',
  parameters: 'Параметры',
  setByCourse: ' (заданы курсом)',
  whatMeasured: 'Что измерила статья',
  aboutLesson: 'Об этом уроке',
  otherEngines: 'В других СУБД',
  runCases: 'Прогнать случаи из статьи',
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
  fullScale: 'Полный масштаб',
  fullIntro:
    'Полный прогон с вашими параметрами (как в статье, если вы их не меняли). Он запускается сам при смене параметров; кнопка запускает его снова.',
  notRun: 'Не запущено.',
  runFull: 'Запустить в полном масштабе',
  staleResults: 'Эти результаты получены с прежними параметрами.',
  downloadFigures: 'Скачать цифры:',
  wholeTable: 'Вся таблица после прогона',
  savePictures: 'Сохранить изображения',
};

export const LESSON_WORDS: Catalogue<LessonWords> = { en, fr, ru };
