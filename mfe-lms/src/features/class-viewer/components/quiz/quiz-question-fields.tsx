// One question of an attempt as a fieldset: its legend is the prompt, so each radio group,
// checkbox group or answer box is named by its question (decision 130: no solution is here to
// show; the attempt's questions carry none).
import { apiUrl } from 'mfe-shared';
import type { QuizQuestion } from '@sap-academy/contracts/quizzes';
import { TextField } from 'mfe-shared/ui/field';
import { QUIZ_TEXTS, pointsText, questionLegend } from './quiz-texts';
import { answerFieldName } from '../../hooks/quiz-answers';
import { Option, QuestionBox } from './quiz-styles';

const KIND_HINTS: Record<QuizQuestion['kind'], string | null> = { single: QUIZ_TEXTS.chooseOne, multiple: QUIZ_TEXTS.chooseAll, numeric: null, text: null };

export function QuestionImage({ question }: { question: QuizQuestion }) {
  if (!question.image_url) return null;
  return <img src={apiUrl(question.image_url)} alt={question.prompt} loading="lazy" />;
}

export function QuizQuestionFields({ question, index, total }: { question: QuizQuestion; index: number; total: number }) {
  const name = answerFieldName(question.id);
  return (
    <QuestionBox>
      <legend>
        <small>{[questionLegend(index + 1, total), pointsText(question.points), KIND_HINTS[question.kind]].filter(Boolean).join(' · ')}</small>
        {question.prompt}
      </legend>
      <QuestionImage question={question} />
      {question.kind === 'single' || question.kind === 'multiple' ? (
        question.options.map((option) => (
          <Option key={option.id}>
            <input type={question.kind === 'single' ? 'radio' : 'checkbox'} name={name} value={option.id} />
            <span>{option.text}</span>
          </Option>
        ))
      ) : (
        <TextField
          label={QUIZ_TEXTS.answerLabel}
          name={name}
          maxLength={200}
          autoComplete="off"
          inputMode={question.kind === 'numeric' ? 'decimal' : undefined}
        />
      )}
    </QuestionBox>
  );
}
