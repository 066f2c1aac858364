// Decision 130: the portal tells a quiz class by QUIZ_CLASS_TYPE (the student's entry), the back
// office writes CLASS_TYPES (the admin entry); both must name the same type.
import { CLASS_TYPES } from '../src/admin/index.ts';
import { QUIZ_CLASS_TYPE } from '../src/index.ts';

describe('class types', () => {
  it("the student entry's quiz type is one the back office writes", () => {
    expect(CLASS_TYPES).toContain(QUIZ_CLASS_TYPE);
  });
});
