// A dynamic page's data (decision 208): the server's answer through the context, else the one the
// page server embedded, and only for the path it was fetched for; unreadable data is no data.
import { render, screen } from '@testing-library/react';
import { PAGE_DATA_ELEMENT_ID, PageDataContext, readEmbeddedPageData, usePageData, type PageData } from '../src/data/page-data';

function Show({ path }: { path: string }) {
  const answer = usePageData(path);
  return <p>{answer ? answer.status : 'none'}</p>;
}

function embed(text: string) {
  const script = document.createElement('script');
  script.id = PAGE_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

it("the server's answer is its path's only", () => {
  const answer: PageData = { path: '/certificates/a', status: 'not-found' };
  render(
    <PageDataContext.Provider value={answer}>
      <Show path="/certificates/a" />
      <Show path="/certificates/b" />
    </PageDataContext.Provider>,
  );
  expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['not-found', 'none']);
});

it('in the browser, the embedded answer stands in for the context', () => {
  embed(JSON.stringify({ path: '/certificates/a', status: 'found', data: { id: 'a' } }));
  render(<Show path="/certificates/a" />);
  expect(screen.getByRole('paragraph')).toHaveTextContent('found');
});

it.each([
  ['not JSON', '{'],
  ['no path', JSON.stringify({ status: 'found', data: {} })],
  ['an unknown status', JSON.stringify({ path: '/certificates/a', status: 'maybe' })],
  ['not an object', '"found"'],
])('an embedded answer that is %s is none', (_name, text) => {
  embed(text);
  expect(readEmbeddedPageData()).toBeNull();
});
