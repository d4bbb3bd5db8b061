// Lesson page_splits: the shared per-lesson test (helpers/lesson-smoke.mjs).
// Its embedded form is tested in embed.test.mjs.
import { lessonSmokeTest } from './helpers/lesson-smoke.mjs';

lessonSmokeTest('page_splits');
