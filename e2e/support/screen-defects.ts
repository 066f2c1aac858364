// A portal screen's layout defects (support/layout-guards) at every width, and whatever it logged
// on the console while loaded and resized: the portal's layout guards, for any spec that reaches a
// screen the guards' own spec cannot (HR's Company page needs a company made by staff first).
import type { Page } from '@playwright/test';
import { defectsAcrossWidths, LAYOUT_HEIGHT, LAYOUT_WIDTHS } from './layout-guards';
import { waitForHydration, watchConsole } from './page-guards';
import { BRAND } from './public-routes';

export async function screenDefects(page: Page, screen: string, load: () => Promise<void>, extra?: (width: number) => Promise<string[]>) {
  await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: LAYOUT_HEIGHT });
  const watched = watchConsole(page);
  await load();
  await waitForHydration(page);
  const found = await defectsAcrossWidths(page, BRAND, extra);
  watched.stop();
  for (const message of [...watched.errors(), ...watched.warnings()]) found.push(`console ${message.type}: ${message.text}`);
  return found.map((defect) => `${screen} ${defect}`);
}
