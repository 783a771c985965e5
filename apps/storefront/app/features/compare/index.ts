// What other folders may use of features/compare (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { CompareButton } from './CompareButton.tsx';
export { CompareLink } from './CompareLink.tsx';
export { ComparePage } from './ComparePage.tsx';
