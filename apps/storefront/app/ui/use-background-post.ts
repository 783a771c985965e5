// Small choices a page posts in the background (cookie consent, currency) must survive the shopper
// moving on at once. React Router aborts its own submission when the next navigation starts, and a
// page that unloads cancels its fetches: the action may never run, or its answer — with the cookie
// that stores the choice — is dropped. A `keepalive` request outlives both, and the browser stores
// the cookies of its answer, whatever became of the page. Once it is answered the page's data is
// loaded again, if the shopper is still here.
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';

/** The form's fields as the browser would post them, the pressed button's name and value included. */
function fieldsOf(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams();
  const data = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? new FormData(form, submitter) : new FormData(form);
  for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
  return body;
}

export function useBackgroundPost(): { post: (form: HTMLFormElement, submitter?: HTMLElement | null) => Promise<void>; pending: boolean } {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const post = useCallback(
    async (form: HTMLFormElement, submitter: HTMLElement | null = null) => {
      setPending(true);
      try {
        // The action answers a form post with a redirect back to the page: its cookies are all that counts.
        await fetch(form.action, { method: 'POST', body: fieldsOf(form, submitter), keepalive: true, credentials: 'same-origin', redirect: 'manual' });
        await revalidator.revalidate();
      } catch {
        // Offline or the server gone: the page stays as it was; the shopper can choose again.
      } finally {
        setPending(false);
      }
    },
    [revalidator],
  );
  return { post, pending };
}
