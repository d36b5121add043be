import type { Plugin } from 'vite';

/** What app/provider.tsx imports instead of '@mantine/core/styles.css'. */
export const MANTINE_STYLES_ID = 'virtual:mantine-styles';
const RESOLVED_ID = `\0${MANTINE_STYLES_ID}`;

/** Mantine's class-name map of one component, e.g. `@mantine/core/esm/components/Button/Button.module.mjs`. */
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/** The stylesheets every page needs before any component: reset, default theme variables, Mantine's globals. */
const BASE_STYLES = ['baseline', 'default-css-variables', 'global'];

/**
 * Each Mantine component's stylesheet travels with the component (issues #11 and #16, decision 028). The whole
 * `@mantine/core/styles.css` (≈ 290 kB, 36 kB gzip) was render-blocking on every page and ≈ 90 % unused by any one.
 *
 * In a build, the module that holds a component's class names (`Button.module.mjs`, 1:1 with
 * `@mantine/core/styles/Button.css`) gets an import of that stylesheet, so the CSS lands in whichever chunk the
 * component's code lands in: the entry's stylesheet carries what the entry renders, a lazy page's stylesheet what it
 * adds, and a component's dependencies (Button → UnstyledButton, Loader) come along because their code does.
 *
 * The `.layer.css` variants put Mantine in `@layer mantine`: chunks' stylesheets arrive in the order pages load, so
 * a Mantine rule could otherwise land after one of our CSS modules and beat it; unlayered rules (ours) always win
 * over layered ones, whatever the order — the cascade we had when the whole sheet came first.
 *
 * `vite` (dev) pre-bundles @mantine/core, so these transforms never see its files there: dev gets the whole sheet.
 */
export const mantineStylesPlugin = (): Plugin => {
  let isBuild = false;
  return {
    name: 'jumun-mantine-styles',
    configResolved: (config) => {
      isBuild = config.command === 'build';
    },
    resolveId: (id) => (id === MANTINE_STYLES_ID ? RESOLVED_ID : undefined),
    load: (id) => {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild) return "import '@mantine/core/styles.layer.css';\n";
      return BASE_STYLES.map((name) => `import '@mantine/core/styles/${name}.layer.css';\n`).join('');
    },
    transform: (code, id) => {
      if (!isBuild) return undefined;
      const component = COMPONENT_CLASSES.exec(id)?.[1];
      if (!component) return undefined;
      return { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null };
    },
  };
};
