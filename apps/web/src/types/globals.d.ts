/** Injected by tooling/build-info.plugin.ts ('dev' under `vite`, 'test' under vitest). */
declare const __BUILD_ID__: string;

/** tooling/mantine-styles.plugin.ts: Mantine's base stylesheets (the whole sheet under `vite` dev). */
declare module 'virtual:mantine-styles';
