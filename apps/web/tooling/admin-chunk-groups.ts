/**
 * Fewer files for every back-office page's first load (decision 052). The bundler gives each set of modules that the
 * same set of lazily loaded pages share a chunk of its own: the admin frame alone came as ≈ 30 files, most under
 * 1 kB, and `/admin/product` as 59 scripts and 20 stylesheets. On a phone's network each file costs at least a round
 * trip over six connections, so those files were most of the pages' Lighthouse LCP.
 *
 * The modules are named by path, not found through the module graph: every page imports Mantine through its package
 * index, and that index reaches every component, so the graph cannot tell which pages use one (decision 044).
 * Each group holds what the pages that load it use anyway (the build report before and after is in the decision):
 * - `admin-kit`: the frame's modules no page outside the back office loads (navigation, company switcher, Tooltip,
 *   Select, SegmentedControl, Collapse, the page header). `scripts/report-bundle.mjs` fails the build when a
 *   customer, public or login page loads it.
 * - `menus`: Menu and Popover with the header's language and colour menus: the back office and the public pages.
 * - `overlays`: Floating UI, focus trap, overlay, ScrollArea: the admin frame and the customer checkout. Portal and
 *   the scroll lock stay apart: the toasts, which every page loads once idle, need only those.
 * - `inputs`: Mantine's input wrapper and the save-problem helper: every form page, `/admin/login` included.
 */

/** A module id pattern written with `/` for the path separator; it matches `\` too (a Windows build). */
const pathPattern = (pattern: string) => new RegExp(pattern.replaceAll('/', String.raw`[\\/]`));
const nodeModule = (pattern: string) => pathPattern(`node_modules/${pattern}`);
const source = (pattern: string) => pathPattern(`src/${pattern}`);
const mantineCore = (parts: string) =>
  nodeModule(String.raw`@mantine/core/(esm/(components|utils)/(${parts})/|styles/(${parts})\.layer\.css)`);
const mantineHooks = (hooks: string) => nodeModule(`@mantine/hooks/esm/(utils/)?(${hooks})/`);

const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) =>
    patterns.some((pattern) => pattern.test(id));

export const isAdminKitModule = anyOf(
  mantineCore('Tooltip|Combobox|Select|SegmentedControl|FloatingIndicator|Collapse'),
  mantineHooks(
    'use-disclosure|use-timeout|use-collapse|use-previous|shallow-equal|use-shallow-effect|use-mutation-observer|use-mounted',
  ),
  source('components/layouts/admin-frame/(?!color-scheme-menu|language-menu)'),
  source(String.raw`components/company/(company-name|company-switcher|demo-company-switcher)\.tsx$`),
  source(String.raw`components/ui/(demo-read-only-notice|page-header)\.tsx$`),
  source(
    String.raw`lib/company/(use-switch-demo-company|use-current-company|administrator\.api|company\.api)\.ts$`,
  ),
  pathPattern(String.raw`packages/shared/src/auth/company-permissions\.ts$`),
);

export const isMenuModule = anyOf(
  mantineCore('Menu|Popover'),
  nodeModule(
    '@mantine/core/esm/(components/(Accordion/AccordionChevron|Transition/get-transition-props)|utils/Floating/(FloatingArrow|get-floating-position|use-delayed-hover|use-context-menu-handlers))',
  ),
  mantineHooks('use-click-outside|use-long-press'),
  source(String.raw`components/layouts/admin-frame/(color-scheme-menu|language-menu)\.tsx$`),
  source(String.raw`lib/i18n/(page-words\.ts|locales/ko/pages\.ts)$`),
);

export const isOverlayModule = anyOf(
  nodeModule('@floating-ui/'),
  mantineCore('FocusTrap|Overlay|ScrollArea'),
  nodeModule(String.raw`@mantine/core/esm/components/(Checkbox/CheckIcon|Radio/RadioIcon)\.mjs$`),
  mantineHooks('use-window-event|use-focus-return|use-focus-trap|use-callback-ref|use-debounced-callback'),
);

export const isInputModule = anyOf(mantineCore('Input|InputBase'), source(String.raw`lib/save-problem\.ts$`));
