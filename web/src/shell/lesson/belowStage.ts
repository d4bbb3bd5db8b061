/**
 * What a lesson page shows only once its stage has drawn (LessonPage): the
 * article table, the fork panel and the full-scale run. One
 * chunk, loaded when they are first drawn, so a lesson's first load (and
 * the entry's parse before the first picture) leaves them out; with them
 * go the fidelity notes' dialog and the picture export.
 */
export { ArticleTable } from './ArticleTable';
export { ForkPanel } from './ForkPanel';
export { FullRun } from './FullRun';
