// Lesson ascending_inserts: the shared per-lesson test (helpers/lesson-smoke.mjs).
import { lessonSmokeTest } from './helpers/lesson-smoke.mjs';

lessonSmokeTest('ascending_inserts');
