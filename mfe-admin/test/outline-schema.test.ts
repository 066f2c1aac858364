// Saving the outline keeps each class's type: a QUIZ class stays a quiz (decision 130), a new class is a video.
import { emptyClass, formToOutline, outlineToForm } from '../src/features/courses/outline-schema';
import { course } from './fixtures';

describe('the outline form and the outline body', () => {
  it('carries a QUIZ class through the form unchanged, and adds new classes as videos', () => {
    const detail = course();
    const quizClass = detail.sections[0]!.classes[1]!;
    detail.sections[0]!.classes[1] = { ...quizClass, online_class_type: 'QUIZ' };
    const form = outlineToForm(detail);
    form.sections[0]!.classes.push({ ...emptyClass(), title: 'New video' });
    const body = formToOutline(form, detail.version);
    expect(body.sections[0]!.classes.map((c) => [c.title, c.online_class_type])).toEqual([
      [detail.sections[0]!.classes[0]!.title, 'VIDEO'],
      [quizClass.title, 'QUIZ'],
      ['New video', 'VIDEO'],
    ]);
  });
});
