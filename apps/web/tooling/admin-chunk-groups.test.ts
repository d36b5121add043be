import { describe, expect, it } from 'vitest';
import { isAdminKitModule, isInputModule, isMenuModule, isOverlayModule } from './admin-chunk-groups';

const mantine = (file: string) => `/repo/node_modules/@mantine/core/esm/${file}`;
const web = (file: string) => `/repo/apps/web/src/${file}`;
const groupsOf = (id: string) =>
  [
    isAdminKitModule(id) && 'admin-kit',
    isMenuModule(id) && 'menus',
    isOverlayModule(id) && 'overlays',
    isInputModule(id) && 'inputs',
  ].filter(Boolean);

describe('the back office chunk groups (decision 052)', () => {
  it('puts the frame and the Mantine parts only the back office uses in admin-kit', () => {
    expect(groupsOf(web('components/layouts/admin-frame/admin-navbar.tsx'))).toEqual(['admin-kit']);
    expect(groupsOf(web('components/ui/page-header.tsx'))).toEqual(['admin-kit']);
    expect(groupsOf(mantine('components/Select/Select.mjs'))).toEqual(['admin-kit']);
    expect(groupsOf('/repo/node_modules/@mantine/core/styles/Tooltip.layer.css')).toEqual(['admin-kit']);
    expect(groupsOf('/repo/node_modules/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs')).toEqual([
      'admin-kit',
    ]);
    expect(groupsOf(String.raw`C:\repo\apps\web\src\components\ui\page-header.tsx`)).toEqual(['admin-kit']);
  });

  it('keeps what the public pages share with the back office in menus, not admin-kit', () => {
    // The site frame renders the language and colour menus.
    expect(groupsOf(web('components/layouts/admin-frame/language-menu.tsx'))).toEqual(['menus']);
    expect(groupsOf(web('components/layouts/admin-frame/color-scheme-menu.tsx'))).toEqual(['menus']);
    expect(groupsOf(web('lib/i18n/page-words.ts'))).toEqual(['menus']);
    expect(groupsOf(mantine('components/Menu/Menu.mjs'))).toEqual(['menus']);
  });

  it('puts each shared module in one group at most, and leaves what every page needs alone', () => {
    expect(groupsOf('/repo/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs')).toEqual(['overlays']);
    expect(groupsOf(mantine('components/Input/Input.mjs'))).toEqual(['inputs']);
    expect(groupsOf(mantine('components/InputBase/InputBase.mjs'))).toEqual(['inputs']);
    expect(groupsOf(web('lib/save-problem.ts'))).toEqual(['inputs']);
    // The toasts load these on every page once it is idle: grouped, they would bring Floating UI to the storefront.
    expect(groupsOf(mantine('components/Portal/Portal.mjs'))).toEqual([]);
    expect(groupsOf('/repo/node_modules/react-remove-scroll/dist/es2015/Combination.js')).toEqual([]);
    expect(groupsOf(mantine('components/Button/Button.mjs'))).toEqual([]);
    expect(groupsOf(web('features/storefront/menu/components/menu-page.tsx'))).toEqual([]);
  });
});
