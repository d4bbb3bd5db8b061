/**
 * This copy of pagelab does not carry a scenario's engine: a lesson's
 * course package keeps its own lesson's only (scripts/package.mjs). The
 * worker answers with the error's code, and the page says it in its
 * language (useStepFrames).
 */
export class EngineMissingError extends Error {
  constructor(scenario: string) {
    super(`This copy of pagelab carries no engine for the ${scenario} lessons (a lesson's course package holds its own lesson's engine only).`);
    this.name = 'EngineMissingError';
  }
}
