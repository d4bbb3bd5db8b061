/** The playground page's own words (`Playground.tsx`); each tool has its own. */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  title: 'Playground',
  intro: 'Your own experiment on the engine’s parts: the same engine as the lessons, run on what you bring. Nothing you give it leaves this page.',
  tools: 'Tools',
  loading: 'Loading the tool…',
  noTool: (id: string, known: string) => `The playground has no tool named “${id}”; it has ${known}.`,
};

export type PlaygroundWords = typeof en;

const fr: PlaygroundWords = {
  title: 'Bac à sable',
  intro:
    'Votre propre expérience sur les pièces du moteur\u00a0: le même moteur que les leçons, sur ce que vous apportez. Rien de ce que vous lui donnez ne quitte cette page.',
  tools: 'Outils',
  loading: 'Chargement de l’outil…',
  noTool: (id, known) => `Le bac à sable n’a pas d’outil nommé «\u00a0${id}\u00a0»\u00a0; il a ${known}.`,
};

const ru: PlaygroundWords = {
  title: 'Песочница',
  intro:
    'Ваш собственный опыт на деталях движка: тот же движок, что и в уроках, на ваших данных. Ничто из того, что вы ему даёте, не покидает эту страницу.',
  tools: 'Инструменты',
  loading: 'Загрузка инструмента…',
  noTool: (id, known) => `В песочнице нет инструмента «${id}»; есть: ${known}.`,
};

export const PLAYGROUND_WORDS: Catalogue<PlaygroundWords> = { en, fr, ru };
