/** The overview's own words (`Overview.tsx`); the lessons' questions and parts are their `texts`. */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  title: 'What a storage engine does to pages',
  lede: 'Eight lessons, each from a real incident or experiment: a Rust engine in your browser replays what the database did, step by step and at full scale, beside what the article measured. A path through them: the pages first, then the buffer pool, then latches and the rebuild.',
  from: (engine: string) => `From: ${engine}`,
  textbook: 'A textbook lesson',
};

export type OverviewWords = typeof en;

const fr: OverviewWords = {
  title: 'Ce qu’un moteur de stockage fait aux pages',
  lede: 'Huit leçons, chacune tirée d’un incident ou d’une expérience réels\u00a0: un moteur écrit en Rust rejoue dans votre navigateur ce qu’a fait la base de données, pas à pas et à pleine échelle, à côté de ce que l’article a mesuré. Un parcours\u00a0: d’abord les pages, puis le pool de tampons, puis les latches et la reconstruction d’index.',
  from: (engine) => `D’après\u00a0: ${engine}`,
  textbook: 'Une leçon de manuel',
};

const ru: OverviewWords = {
  title: 'Что подсистема хранения делает со страницами',
  lede: 'Восемь уроков, каждый — по реальному инциденту или эксперименту: движок на Rust прямо в браузере воспроизводит то, что делала СУБД, пошагово и в полном масштабе, рядом с тем, что измерила статья. Порядок: сначала страницы, затем буферный пул, затем латчи и перестроение индексов.',
  from: (engine) => `По статье: ${engine}`,
  textbook: 'Учебный урок',
};

export const OVERVIEW_WORDS: Catalogue<OverviewWords> = { en, fr, ru };
