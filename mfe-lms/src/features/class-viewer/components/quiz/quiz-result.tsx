// A scored attempt (decision 130): the score against the pass mark, then each question marked
// correct or incorrect with what was given, the solution and the explanation. Its heading takes
// the focus when it appears, so a keyboard or screen-reader user lands on the outcome.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, theme } from 'mfe-shared';
import type { QuizResultQuestion, QuizResultResponse } from '@sap-academy/contracts/quizzes';
import { QUIZ_TEXTS, passMarkText, questionLegend, quizScoreText } from './quiz-texts';
import { QuestionImage } from './quiz-question-fields';
import { Verdict } from './quiz-styles';

const Section = styled.section`
  display: grid;
  gap: 1rem;
  min-width: 0;
  h2:focus { outline: none; }
  h2:focus-visible { outline: 2px solid ${theme.color.brand}; outline-offset: 2px; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
`;
const Answer = styled.article`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  min-width: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: 1rem; }
  h3 small { display: block; font-weight: 400; color: ${theme.color.muted}; }
  p { margin: 0; }
  img { max-width: 100%; height: auto; }
`;

const optionTexts = (question: QuizResultQuestion, ids: number[]) =>
  question.options
    .filter((option) => ids.includes(option.id))
    .map((option) => option.text)
    .join('; ');

function givenText(question: QuizResultQuestion): string {
  const given = question.kind === 'single' || question.kind === 'multiple' ? optionTexts(question, question.given_option_ids) : (question.given_value ?? '');
  return given || QUIZ_TEXTS.noAnswer;
}

function solutionText(question: QuizResultQuestion): string {
  if (question.kind === 'numeric') return question.tolerance ? `${question.numeric_answer} ± ${question.tolerance}` : String(question.numeric_answer ?? '');
  if (question.kind === 'text') return question.accepted_answers.join('; ');
  return optionTexts(question, question.correct_option_ids);
}

export function QuizResult({
  result,
  passMark,
  atDeadline,
  onBack,
}: {
  result: QuizResultResponse;
  passMark: number;
  atDeadline: boolean;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { attempt, questions } = result;
  const score = attempt.score ?? 0;
  const percent = Math.floor((score * 100) / attempt.max_score);
  return (
    <Section aria-labelledby="quiz-result-title">
      <h2 id="quiz-result-title" ref={heading} tabIndex={-1}>
        {QUIZ_TEXTS.resultHeading}
      </h2>
      {atDeadline && <p>{QUIZ_TEXTS.submittedAtDeadline}</p>}
      <p>
        <Verdict $good={attempt.passed === true}>{attempt.passed ? QUIZ_TEXTS.passed : QUIZ_TEXTS.failed}</Verdict>
        {' · '}
        {quizScoreText(score, attempt.max_score)} ({percent}%) · {passMarkText(passMark)}
      </p>
      <ol>
        {questions.map((question, index) => (
          <li key={question.id}>
            <Answer aria-labelledby={`quiz-result-q${question.id}`}>
              <h3 id={`quiz-result-q${question.id}`}>
                <small>{questionLegend(index + 1, questions.length)}</small>
                {question.prompt}
              </h3>
              <QuestionImage question={question} />
              <p>
                <Verdict $good={question.correct}>{question.correct ? QUIZ_TEXTS.correct : QUIZ_TEXTS.incorrect}</Verdict>
              </p>
              <p>
                {QUIZ_TEXTS.yourAnswer}: {givenText(question)}
              </p>
              {!question.correct && (
                <p>
                  {QUIZ_TEXTS.correctAnswer}: {solutionText(question)}
                </p>
              )}
              {question.explanation && (
                <p>
                  {QUIZ_TEXTS.explanation}: {question.explanation}
                </p>
              )}
            </Answer>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" $variant="secondary" onClick={onBack}>
          {QUIZ_TEXTS.backToQuiz}
        </Button>
      </div>
    </Section>
  );
}
