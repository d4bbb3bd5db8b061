/**
 * The checkpoints a reader has answered, by lesson, for as long as the page
 * is open: a language switch or a visit to another lesson remounts the
 * stage, and its questions must not ask again ("answers stay in the page").
 * Nothing is stored beyond the page: a reload asks afresh.
 */
export type Answers = Readonly<Record<string, boolean | null>>;

const byLesson = new Map<string, Answers>();

export function answersOf(lesson: string): Answers {
  return byLesson.get(lesson) ?? {};
}

export function keepAnswers(lesson: string, answers: Answers): void {
  byLesson.set(lesson, answers);
}
