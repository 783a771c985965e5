// The checkout's "change" links open the address book with `?return=checkout`; the address book keeps
// it through its forms and offers the way back. Only known targets are accepted (no open redirect).
export const ADDRESS_BOOK_RETURN = { param: 'return', checkout: 'checkout' } as const;

/** The bare path to return to, or null when the address book was not opened from the checkout. */
export function addressBookReturnPath(value: unknown): '/checkout' | null {
  return value === ADDRESS_BOOK_RETURN.checkout ? '/checkout' : null;
}
