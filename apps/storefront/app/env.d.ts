interface ImportMetaEnv {
  /** Set by vite.config.ts in the browser build, which runs on Preact (ADR 0023). */
  readonly AISLE_PREACT?: boolean;
}
