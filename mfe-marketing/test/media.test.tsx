// Media: nothing on a public page shifts as an image or a drawing arrives, and
// nothing below the first screen is fetched before a visitor scrolls near it.
import { render, screen } from '@testing-library/react';
import { Illustration, ILLUSTRATION_VIEWBOX } from '../src/components/illustrations';
import { PUBLIC_ROUTES } from '../src/config/public-routes';
import { renderAt } from './render';

const PATHS = [...PUBLIC_ROUTES.map((r) => r.path), '/no/such/page'];

const size = (el: Element, name: 'width' | 'height') => Number(el.getAttribute(name));

/** The block of the page that holds its h1: the first screen, where the largest paint is. */
const firstScreen = () => {
  const h1 = screen.getByRole('heading', { level: 1 });
  return h1.closest('main > *') ?? h1;
};

describe('images and illustrations on the public pages', () => {
  it.each(PATHS)('%s: every <img> has its size and is lazy below the first screen', async (path) => {
    const { container } = await renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    const hero = firstScreen();
    for (const img of container.querySelectorAll('img')) {
      expect(size(img, 'width')).toBeGreaterThan(0);
      expect(size(img, 'height')).toBeGreaterThan(0);
      if (hero.contains(img)) {
        expect(img).not.toHaveAttribute('loading', 'lazy');
      } else {
        expect(img).toHaveAttribute('loading', 'lazy');
        expect(img).toHaveAttribute('decoding', 'async');
      }
    }
  });

  it.each(PATHS)('%s: every inline SVG has a viewBox and a width and height of the same shape', async (path) => {
    const { container } = await renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    const drawings = container.querySelectorAll('svg');
    expect(drawings.length).toBeGreaterThan(0);
    for (const svg of drawings) {
      const viewBox =
        svg
          .getAttribute('viewBox')
          ?.split(/[\s,]+/)
          .map(Number) ?? [];
      expect(viewBox).toHaveLength(4);
      const [, , vw, vh] = viewBox as [number, number, number, number];
      const [w, h] = [size(svg, 'width'), size(svg, 'height')];
      expect(w).toBeGreaterThan(0);
      expect(h).toBeGreaterThan(0);
      // Rounded to whole pixels: within one pixel of the viewBox's shape.
      expect(Math.abs(h - (w * vh) / vw)).toBeLessThanOrEqual(1);
    }
  });

  it('an illustration drawn at another width keeps its shape', () => {
    const { container } = render(<Illustration name="learner" width={360} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', `0 0 ${ILLUSTRATION_VIEWBOX.width} ${ILLUSTRATION_VIEWBOX.height}`);
    expect(svg).toHaveAttribute('width', '360');
    expect(svg).toHaveAttribute('height', String(Math.round((360 * ILLUSTRATION_VIEWBOX.height) / ILLUSTRATION_VIEWBOX.width)));
  });
});
