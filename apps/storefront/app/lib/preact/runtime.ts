// Which renderer runs this code (ADR 0023): the browser build runs on Preact, the server and the dev
// server on React. `vite.config.ts` sets AISLE_PREACT for the browser build only.

/** True in the browser build: Preact, which renders a document into `document.documentElement`. */
export const onPreact: boolean = import.meta.env.AISLE_PREACT === true;
