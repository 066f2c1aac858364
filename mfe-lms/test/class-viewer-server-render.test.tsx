/** @jest-environment node */
// The class viewer as the page server renders it signed in (decision 031), with no document: the
// outline and the class the viewer opens come from the signed-in data's answers, and the sidebar
// starts as the request's §4 cookie says, as the browser's first render will read it.
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DataProvider, SignedInDataContext, type SignedInData } from 'mfe-shared';
import { ClassViewerPage } from '../src/features/class-viewer/components/class-viewer-page';
import { classDetail, continueData } from './fixtures';

const signedIn = (cookies?: Record<string, string>): SignedInData => ({
  path: '/lms/course/3/classes/55',
  user: { id: 7, name: 'Asha Rao', email: 'asha@example.com' },
  student: { id: 3 },
  answers: {
    '/lms/course/3/continue/55': continueData(101),
    '/lms/course/3/class/101': classDetail(101, 'Enterprise structure'),
  },
  ...(cookies && { cookies }),
});

const render = (data: SignedInData) =>
  renderToString(
    <SignedInDataContext.Provider value={data}>
      <DataProvider>
        <MemoryRouter initialEntries={[data.path]}>
          <Routes>
            <Route path="/lms/course/:courseId/classes/:courseStudentId" element={<ClassViewerPage />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </SignedInDataContext.Provider>,
  );

test('renders the class opened last with its outline, the sidebar open by default', () => {
  const html = render(signedIn());
  expect(html).toContain('<h1');
  expect(html).toMatch(/<h1[^>]*>Enterprise structure<\/h1>/);
  expect(html).toContain('Collapse sidebar');
  expect(html).toContain('data-state="expanded"');
});

test("a student who collapsed the sidebar gets it collapsed from the server, as the browser's cookie says", () => {
  const html = render(signedIn({ sidebar_state: 'false' }));
  expect(html).toContain('Expand sidebar');
  expect(html).toContain('data-state="collapsed"');
});
