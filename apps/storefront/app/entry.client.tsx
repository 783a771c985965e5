// The browser entry: React Router's default one. React DOM hydrates the server's HTML concurrently,
// boundary by boundary (ADR 0025); the page's messages chunk is already in flight (i18n/react.tsx
// starts it), and a component that needs it before it has arrived suspends until it has.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
