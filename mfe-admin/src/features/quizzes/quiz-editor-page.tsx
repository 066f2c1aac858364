// /admin/courses/:courseId/classes/:classId/quiz: authoring a QUIZ class's quiz (decision 130),
// reached from the class in the course's outline. Lazily loaded: the form, its schema and the
// question editors are in this screen's chunk only.
import { QUIZ_AUTHOR_MESSAGES, type QuizUpdate } from 'mfe-shared/contracts/admin';
import { QueryState } from 'mfe-shared/ui/query-state';
import { useFormGeneration } from '../../lib/use-form-generation';
import { ClassScreen } from '../courses';
import { useQuiz } from './api/get-quiz';
import { saveQuiz } from './api/save-quiz';
import { QuizForm } from './quiz-form';
import { quizToForm } from './quiz-form-values';

function QuizEditor({ courseId, classId }: { courseId: number; classId: number }) {
  const { data, error, mutate } = useQuiz(courseId, classId);
  const { generation, reload, restart } = useFormGeneration(mutate);
  const save = async (body: QuizUpdate) => {
    const saved = await saveQuiz(courseId, classId, body);
    // The saved quiz carries the new version: the form starts again from it.
    await mutate(saved, { revalidate: false });
    restart();
  };
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(quiz) => <QuizForm key={generation} courseId={courseId} classId={classId} defaults={quizToForm(quiz)} onSave={save} onReload={reload} />}
    </QueryState>
  );
}

export function QuizEditorPage() {
  return (
    <ClassScreen what="Quiz">
      {(item, { courseId, classId }) =>
        item.online_class_type === 'QUIZ' ? <QuizEditor courseId={courseId} classId={classId} /> : <p role="alert">{QUIZ_AUTHOR_MESSAGES.notQuizClass}</p>
      }
    </ClassScreen>
  );
}
