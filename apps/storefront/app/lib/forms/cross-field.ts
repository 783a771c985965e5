// Checks that compare the fields of one form (a confirmation with what it confirms, a field that another
// field's value makes required), shared by the account forms and the checkout's customer form.
import * as z from 'zod/mini';

/**
 * The form as a cross-field check sees it: the check also runs after fields failed (see below), so a
 * value may be missing from the body, or be what was typed even though it is invalid. Nothing here is
 * known to match the schema yet, so each check has to look at the values it reads.
 */
export type FormSoFar<T> = { readonly [K in keyof T]?: unknown };

/**
 * A cross-field check reporting `error` on `field`.
 *
 * Zod skips an object's refinements once one of its fields failed in a way that aborts (an input missing
 * from the body, a value outside an enum), so such a form would report a mismatching confirmation or a
 * missing company only on the next submit. These checks read just the values they compare, so they run
 * whenever the input is an object at all (Zod's `when`): one submit names every error.
 */
export function crossFieldCheck<T>(isValid: (form: FormSoFar<NoInfer<T>>) => boolean, error: string, field: string) {
  return z.refine<T>((form) => isValid(form), {
    error,
    path: [field],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
}
