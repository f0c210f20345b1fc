import { existsSync } from 'node:fs';
import path from 'node:path';
import { adminSectionScreens } from 'shared-ui/contracts';
import { adminSections } from './admin-sections';

describe("the admin sections and the server's table of their screens", () => {
  it('name the same sections in the same order', () => {
    expect(adminSections.map((s) => s.slug)).toEqual(Object.keys(adminSectionScreens));
  });

  it('name screens the panel has: the server preloads their chunks by these names', () => {
    for (const [slug, screen] of Object.entries(adminSectionScreens)) {
      const feature = screen.replace(/-section$/, '');
      const file = path.join(__dirname, '..', 'features', feature, 'screens', `${screen}.tsx`);
      expect({ slug, exists: existsSync(file) }).toEqual({ slug, exists: true });
    }
  });
});
