// What other folders may use of features/contact (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { ContactForm } from './ContactForm.tsx';
