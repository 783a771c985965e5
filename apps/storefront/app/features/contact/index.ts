// features/contact — the contact page.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { ContactForm } from './ContactForm.tsx';
