// features/compare — product comparison: the cookie list, the compare button, the header link and the /compare page.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { CompareButton } from './CompareButton.tsx';
export { CompareLink } from './CompareLink.tsx';
export { ComparePage } from './ComparePage.tsx';
