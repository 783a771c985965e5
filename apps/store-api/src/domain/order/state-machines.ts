// Order, transaction and delivery state machines (technical names of Shopware, §5.3).
import { domainError } from '../errors.ts';

type Machine = Record<string, Record<string, string>>;

export const ORDER_STATES: Machine = {
  open: { process: 'in_progress', cancel: 'cancelled' },
  in_progress: { cancel: 'cancelled', complete: 'completed' },
  cancelled: { reopen: 'open' },
  completed: { reopen: 'open' },
};

export const TRANSACTION_STATES: Machine = {
  open: {
    do_pay: 'in_progress',
    paid: 'paid',
    pay: 'paid',
    paid_partially: 'paid_partially',
    fail: 'failed',
    cancel: 'cancelled',
    remind: 'reminded',
    authorize: 'authorized',
    process_unconfirmed: 'unconfirmed',
  },
  in_progress: { paid: 'paid', pay: 'paid', paid_partially: 'paid_partially', fail: 'failed', cancel: 'cancelled', reopen: 'open' },
  failed: { reopen: 'open', do_pay: 'in_progress', paid: 'paid', paid_partially: 'paid_partially' },
  paid: { refund: 'refunded', refund_partially: 'refunded_partially', cancel: 'cancelled', reopen: 'open', chargeback: 'chargeback' },
  paid_partially: { paid: 'paid', refund: 'refunded', refund_partially: 'refunded_partially', cancel: 'cancelled', reopen: 'open' },
  cancelled: { reopen: 'open', paid: 'paid', refund: 'refunded', process_unconfirmed: 'unconfirmed' },
  reminded: { paid: 'paid', paid_partially: 'paid_partially', cancel: 'cancelled', reopen: 'open' },
  unconfirmed: { paid: 'paid', paid_partially: 'paid_partially', fail: 'failed', cancel: 'cancelled', authorize: 'authorized', reopen: 'open' },
  authorized: { paid: 'paid', paid_partially: 'paid_partially', fail: 'failed', cancel: 'cancelled' },
  chargeback: { paid: 'paid', paid_partially: 'paid_partially', cancel: 'cancelled' },
  refunded: {},
  refunded_partially: { refund: 'refunded' },
};

export const DELIVERY_STATES: Machine = {
  open: { ship: 'shipped', ship_partially: 'shipped_partially', cancel: 'cancelled' },
  shipped: { retour: 'returned', retour_partially: 'returned_partially', cancel: 'cancelled' },
  shipped_partially: { ship: 'shipped', retour: 'returned', retour_partially: 'returned_partially', cancel: 'cancelled' },
  returned: {},
  returned_partially: { retour: 'returned' },
  cancelled: { reopen: 'open' },
};

/** The state an action leads to, or Shopware's illegal-transition error. */
export function transition(machine: Machine, from: string, action: string): string {
  const to = machine[from]?.[action];
  if (!to)
    throw domainError(400, 'SYSTEM__ILLEGAL_STATE_TRANSITION', `Illegal transition "${action}" from state "${from}".`, {
      transition: action,
      currentState: from,
    });
  return to;
}

/** Payment can be changed while the last transaction is in one of these states (§5.6). */
export const PAYMENT_CHANGEABLE_STATES = ['open', 'cancelled', 'reminded', 'failed', 'chargeback', 'unconfirmed'];

const NAMES: Record<string, Record<string, string>> = {
  'en-GB': {
    open: 'Open',
    in_progress: 'In progress',
    cancelled: 'Cancelled',
    completed: 'Done',
    paid: 'Paid',
    paid_partially: 'Paid (partially)',
    failed: 'Failed',
    reminded: 'Reminded',
    unconfirmed: 'Unconfirmed',
    authorized: 'Authorized',
    chargeback: 'Chargeback',
    refunded: 'Refunded',
    refunded_partially: 'Refunded (partially)',
    shipped: 'Shipped',
    shipped_partially: 'Shipped (partially)',
    returned: 'Returned',
    returned_partially: 'Returned (partially)',
  },
  'pl-PL': {
    open: 'Otwarte',
    in_progress: 'W realizacji',
    cancelled: 'Anulowane',
    completed: 'Zrealizowane',
    paid: 'Opłacone',
    paid_partially: 'Częściowo opłacone',
    failed: 'Nieudane',
    reminded: 'Przypomniane',
    unconfirmed: 'Niepotwierdzone',
    authorized: 'Autoryzowane',
    chargeback: 'Obciążenie zwrotne',
    refunded: 'Zwrócone',
    refunded_partially: 'Częściowo zwrócone',
    shipped: 'Wysłane',
    shipped_partially: 'Częściowo wysłane',
    returned: 'Zwrócone',
    returned_partially: 'Częściowo zwrócone',
  },
  'de-DE': {
    open: 'Offen',
    in_progress: 'In Bearbeitung',
    cancelled: 'Abgebrochen',
    completed: 'Abgeschlossen',
    paid: 'Bezahlt',
    paid_partially: 'Teilweise bezahlt',
    failed: 'Fehlgeschlagen',
    reminded: 'Erinnert',
    unconfirmed: 'Unbestätigt',
    authorized: 'Autorisiert',
    chargeback: 'Rückbuchung',
    refunded: 'Erstattet',
    refunded_partially: 'Teilweise erstattet',
    shipped: 'Versandt',
    shipped_partially: 'Teilweise versandt',
    returned: 'Retour',
    returned_partially: 'Teilweise retour',
  },
};

export function stateStruct(technicalName: string, localeCode: string) {
  const name = NAMES[localeCode]?.[technicalName] ?? NAMES['en-GB']?.[technicalName] ?? technicalName;
  return { technicalName, name, translated: { name, customFields: {} }, apiAlias: 'state_machine_state' };
}
