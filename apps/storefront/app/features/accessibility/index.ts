// What other folders may use of features/accessibility (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { AccessibilityStatement } from './AccessibilityStatement.tsx';
