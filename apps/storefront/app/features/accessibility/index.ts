// features/accessibility — the accessibility statement page.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { AccessibilityStatement } from './AccessibilityStatement.tsx';
