// Copy guard: "a Odoo" shipped once because the article was written into a template. Every
// public page's text (and its title and description) is checked for "a" before a vowel.
import { act } from '@testing-library/react';
import { renderAt } from './render';
import { PUBLIC_ROUTES } from '../src/config/public-routes';
import { PLATFORMS, withArticle } from '../src/content/implementation';

// Words that start with a vowel letter but a consonant sound ("a user", "a one-time").
const CONSONANT_SOUND = /^(one|once|uni|use|usu|eu|ura)/i;

function articleErrors(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b([Aa]) ([A-Za-z][\w-]*)/g)) {
    const word = match[2]!;
    if (/^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word)) found.push(match[0]);
  }
  for (const match of text.matchAll(/\b([Aa]n) ([A-Za-z][\w-]*)/g)) {
    const word = match[2]!;
    // "an hour", "an honest", and initialisms said letter by letter ("an MBA", "an HR team") are right.
    if (!/^[aeiou]/i.test(word) && !/^(hour|hon|heir)/i.test(word) && !/^[A-Z]{2,}/.test(word)) found.push(match[0]);
  }
  return found;
}

describe('copy: a / an', () => {
  it('the checker itself catches both mistakes and lets the right forms through', () => {
    expect(articleErrors('Talk to a Odoo expert, an Zoho one, a user, an MBA, an hour, a SAP')).toEqual(['a Odoo', 'an Zoho']);
  });

  it('picks the article by the platform name', () => {
    expect(PLATFORMS.map((p) => withArticle(p.short))).toEqual(['a SAP', 'an Odoo', 'a Zoho', 'a NetSuite', 'a Dynamics']);
    expect(withArticle('Oracle NetSuite')).toBe('an Oracle NetSuite');
  });

  it.each(PUBLIC_ROUTES.map((r) => r.path))('%s has no "a" before a vowel', async (path) => {
    const { unmount } = await renderAt(path);
    const route = PUBLIC_ROUTES.find((r) => r.path === path)!;
    expect(articleErrors(`${route.title}. ${route.description}. ${document.body.textContent ?? ''}`)).toEqual([]);
    act(() => unmount());
  });
});
