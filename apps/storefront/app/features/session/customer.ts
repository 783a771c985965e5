// Session rules of docs/product-rules.md §4: who counts as logged in, as a customer session or as a guest.
export interface CustomerLike {
  id?: string | null;
  active?: boolean | null;
  guest?: boolean | null;
}

/** Logged in means the customer has an id, is active and is not a guest. */
export function isLoggedIn(customer: CustomerLike | null | undefined): boolean {
  return Boolean(customer?.id) && customer?.active === true && customer?.guest !== true;
}

/** A customer session is an id and not a guest (active or not). */
export function isCustomerSession(customer: CustomerLike | null | undefined): boolean {
  return Boolean(customer?.id) && customer?.guest !== true;
}

/** A guest session carries the guest flag. */
export function isGuestSession(customer: CustomerLike | null | undefined): boolean {
  return Boolean(customer?.id) && customer?.guest === true;
}

/** Registration logs in only when the customer is active and no double opt-in is pending. */
export function registrationLogsIn(response: { active?: boolean | null; doubleOptInRegistration?: boolean | null }): boolean {
  return response.active === true && response.doubleOptInRegistration !== true;
}
