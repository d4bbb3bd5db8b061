/**
 * The words of what a lesson page draws below its stage, after the first
 * picture (belowStage.ts): the article table, the fidelity notes' dialog,
 * the full-scale run. Apart from lesson.i18n.ts so they load with them.
 */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  fidelityNotes: 'Fidelity notes',
  fidelitySource: 'The fidelity notes (in English),',
  notesFailed: 'The fidelity notes could not be loaded. Close this and try again.',
  notesLoading: 'Loading the fidelity notes…',
  articleRegion: "The article's figures beside ours",
  articleCaption: (engine: string, setup: string) => `The article (${engine}, ${setup}) beside pagelab’s full-scale runs.`,
  groupCol: 'Group',
  caseCol: 'Case',
  articleCol: 'article',
  oursCol: 'ours',
  whyNote: (n: string) => `why ours differs, note ${n}`,
  downloadTable: 'Download the table (CSV)',
  whyDiffers: 'Why ours differs',
  spreadNote: (spread: string) => `Where ours lies further from the article than its own run-to-run spread (×${spread}).`,
  moreInNotes: 'More in the fidelity notes',
  fullScale: 'Full scale',
  fullIntro:
    'The whole run with your parameters (the article’s setup unless you changed it). It runs by itself when the parameters change; the button runs it again.',
  runFull: 'Run full scale',
  staleResults: 'These results are for the previous parameters.',
  downloadFigures: 'Download the figures:',
  wholeTable: 'The whole table after the run',
  savePictures: 'Save the pictures:',
};

export type BelowWords = typeof en;

const fr: BelowWords = {
  fidelityNotes: 'Notes de fidélité',
  fidelitySource: 'Les notes de fidélité (en anglais),',
  notesFailed: 'Les notes de fidélité n’ont pas pu être chargées. Fermez et réessayez.',
  notesLoading: 'Chargement des notes de fidélité…',
  articleRegion: 'Les chiffres de l’article à côté des nôtres',
  articleCaption: (engine, setup) => `L’article (${engine}, ${setup}) à côté des déroulements à pleine échelle de pagelab.`,
  groupCol: 'Groupe',
  caseCol: 'Cas',
  articleCol: 'article',
  oursCol: 'nous',
  whyNote: (n) => `pourquoi le nôtre diffère, note ${n}`,
  downloadTable: 'Télécharger le tableau (CSV)',
  whyDiffers: 'Pourquoi le nôtre diffère',
  spreadNote: (spread) =>
    `Là où le nôtre s’écarte de l’article plus que sa propre dispersion d’un passage à l’autre (×${spread}).`,
  moreInNotes: 'Plus dans les notes de fidélité',
  fullScale: 'À pleine échelle',
  fullIntro:
    'Le déroulement complet avec vos paramètres (ceux de l’article si vous ne les avez pas changés). Il se relance de lui-même quand les paramètres changent\u00a0; le bouton le relance.',
  runFull: 'Lancer à pleine échelle',
  staleResults: 'Ces résultats sont ceux des paramètres précédents.',
  downloadFigures: 'Télécharger les chiffres\u00a0:',
  wholeTable: 'Toute la table après le déroulement',
  savePictures: 'Enregistrer les images\u00a0:',
};

const ru: BelowWords = {
  fidelityNotes: 'Заметки о точности',
  fidelitySource: 'Заметки о точности (на английском),',
  notesFailed: 'Не удалось загрузить заметки о точности. Закройте окно и попробуйте снова.',
  notesLoading: 'Загрузка заметок о точности…',
  articleRegion: 'Цифры статьи рядом с нашими',
  articleCaption: (engine, setup) => `Статья (${engine}, ${setup}) рядом с полномасштабными прогонами pagelab.`,
  groupCol: 'Группа',
  caseCol: 'Случай',
  articleCol: 'статья',
  oursCol: 'наши',
  whyNote: (n) => `почему наше отличается, примечание ${n}`,
  downloadTable: 'Скачать таблицу (CSV)',
  whyDiffers: 'Почему наше отличается',
  spreadNote: (spread) => `Там, где наше дальше от статьи, чем её собственный разброс между прогонами (×${spread}).`,
  moreInNotes: 'Подробнее в заметках о точности',
  fullScale: 'Полный масштаб',
  fullIntro:
    'Полный прогон с вашими параметрами (как в статье, если вы их не меняли). Он запускается сам при смене параметров; кнопка запускает его снова.',
  runFull: 'Запустить в полном масштабе',
  staleResults: 'Эти результаты получены с прежними параметрами.',
  downloadFigures: 'Скачать цифры:',
  wholeTable: 'Вся таблица после прогона',
  savePictures: 'Сохранить изображения:',
};

export const BELOW_WORDS: Catalogue<BelowWords> = { en, fr, ru };
