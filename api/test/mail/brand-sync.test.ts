// The API's production install has no mfe-shared (decision 111), and the API may not import it,
// so mail/brand.ts copies the site's name and colours. This reads the site's design tokens as
// text and keeps the copy honest: a re-brand that forgets the mails fails here, not in an inbox.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_COLORS, BRAND_FONT, BUSINESS_NAME } from '../../src/mail/brand';

const sharedUi = (file: string) => readFileSync(path.resolve(__dirname, '../../../mfe-shared/src/ui', file), 'utf8');

describe("the mails' brand is the site's", () => {
  it('has the same business name as mfe-shared BRAND_NAME', () => {
    expect(sharedUi('brand.tsx')).toContain(`export const BRAND_NAME = '${BUSINESS_NAME}';`);
  });

  it("uses the design tokens' colours and body font", () => {
    const tokens = sharedUi('theme.ts');
    for (const [name, value] of Object.entries(BRAND_COLORS)) expect(tokens).toContain(`    ${name}: '${value}',`);
    expect(tokens).toContain(`body: "${BRAND_FONT}"`);
  });
});
