/** Injected by tooling/build-info.plugin.ts ('dev' under `vite`, 'test' under vitest). */
declare const __BUILD_ID__: string;
