// The browser entry: React Router's default one. React DOM hydrates the server's HTML concurrently,
// boundary by boundary (ADR 0025); the page's messages chunk is already in flight (i18n/react.tsx
// starts it), and a component that needs it before it has arrived suspends until it has.
import { startTransition, StrictMode, type ErrorInfo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * A part whose HTML React could not hydrate (a mismatch) is rendered anew in the browser: the shopper
 * sees no error, so nothing would tell. Each one is reported with the component path it happened in,
 * which the production build otherwise drops, so a test or a developer's console can name it.
 */
function reportRecoverable(error: unknown, info: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[aisle] React recovered from: ${message}${info.componentStack ?? ''}`);
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onRecoverableError: reportRecoverable },
  );
});
