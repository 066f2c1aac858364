// The course select's options on a company's forms (grant seats, raise an order): "Choose…" first.
export function CourseOptions({ courses }: { courses: ReadonlyArray<{ id: number; course_title: string }> }) {
  return (
    <>
      <option value="">Choose…</option>
      {courses.map((c) => (
        <option key={c.id} value={c.id}>
          {c.course_title}
        </option>
      ))}
    </>
  );
}
