// The answers are read from the form itself (each question's controls share one name), so the
// submit button and the deadline's automatic submission send exactly what is on screen.
import type { QuizAnswer, QuizQuestion } from '@sap-academy/contracts/quizzes';

export const answerFieldName = (questionId: number) => `question-${questionId}`;

const isChoice = (question: QuizQuestion) => question.kind === 'single' || question.kind === 'multiple';

/** Only the questions answered: one left out scores 0 (quizSubmitRequestSchema). */
export function collectAnswers(form: HTMLFormElement, questions: QuizQuestion[]): QuizAnswer[] {
  const data = new FormData(form);
  const answers: QuizAnswer[] = [];
  for (const question of questions) {
    const name = answerFieldName(question.id);
    if (isChoice(question)) {
      const optionIds = data.getAll(name).map(Number);
      if (optionIds.length) answers.push({ question_id: question.id, option_ids: optionIds });
    } else {
      const raw = data.get(name);
      const value = typeof raw === 'string' ? raw.trim() : '';
      if (value) answers.push({ question_id: question.id, value });
    }
  }
  return answers;
}
