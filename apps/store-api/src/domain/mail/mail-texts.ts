// The shape of a locale's mail texts: one subject and one body per mail type, plus the word that
// closes every mail to a shopper (above the shop's name, address and e-mail: templates.ts). Texts are Handlebars templates rendered without HTML escaping (the
// plain-text part); the HTML part is made from the rendered lines (templates.ts). Every template sees
// `shop.name`, `shop.email` and `shop.address` (the shop's system config) next to its own values.

export type MailTemplate =
  | 'customer.register.double_opt_in'
  | 'customer.recovery.request'
  | 'newsletter.double_opt_in'
  | 'contact_form'
  | 'customer.register'
  | 'order_confirmation'
  | 'order.state.cancelled'
  | 'order.guest_link'
  | 'customer_group_change_accept'
  | 'customer_group_change_reject';

interface MailText {
  subject: string;
  body: string;
}

export interface MailTexts {
  /** "Kind regards": opens the signature of every mail except the contact form's (that one goes to the shop itself). */
  closing: string;
  mails: Record<MailTemplate, MailText>;
}
