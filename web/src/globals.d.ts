/** Set by vite.config.ts `define`: package version, short commit and build date. */
declare const __APP_VERSION__: string;
