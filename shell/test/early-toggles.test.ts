import { openedEarly, takeEarlyToggles } from '../src/features/header/early-toggles';

afterEach(() => {
  delete window.__earlyToggles;
});

test('the taps recorded before hydration are taken once, and recording stops', () => {
  window.__earlyToggles = ['menu-1', 'offerings'];
  expect(takeEarlyToggles()).toEqual(['menu-1', 'offerings']);
  expect(window.__earlyToggles).toBeNull();
  expect(takeEarlyToggles()).toEqual([]);
});

test('a page without the loader (client-rendered) has nothing to replay', () => {
  expect(takeEarlyToggles()).toEqual([]);
});

test('each tap on a toggle flips its menu: open after one or three, closed after two', () => {
  expect(openedEarly(['m'], 'm')).toBe(true);
  expect(openedEarly(['m', 'x', 'm'], 'm')).toBe(false);
  expect(openedEarly(['m', 'm', 'm'], 'm')).toBe(true);
  expect(openedEarly(['x'], 'm')).toBe(false);
});
