// English mail texts; also the fallback for every language without texts of its own.
import type { MailTexts } from '../mail-texts.ts';

export const EN_GB: MailTexts = {
  closing: 'Kind regards',
  mails: {
    'customer.register.double_opt_in': {
      subject: 'Please confirm your registration at {{shop.name}}',
      body: `Hello {{name}},
please confirm your registration by opening this link:
{{link}}
If you did not register, ignore this e-mail.`,
    },
    'customer.register': {
      subject: 'Welcome to {{shop.name}}',
      body: `Hello {{name}},
thank you for registering. You can now sign in with your e-mail address.`,
    },
    'order.guest_link': {
      subject: 'A new link to your order {{orderNumber}} at {{shop.name}}',
      body: `Hello,
your order {{orderNumber}} was asked for with wrong answers too often, so its old link no longer opens it. Here is a new one:
{{link}}
Open it and answer with your e-mail address and billing postal code. If you did not ask for it, you can ignore this e-mail.`,
    },
    'customer.recovery.request': {
      subject: 'Password recovery at {{shop.name}}',
      body: `Hello {{name}},
open this link within two hours to choose a new password:
{{link}}
If you did not ask for it, ignore this e-mail.`,
    },
    'newsletter.double_opt_in': {
      subject: 'Confirm your newsletter subscription at {{shop.name}}',
      body: `Hello,
please confirm your newsletter subscription by opening this link:
{{link}}`,
    },
    order_confirmation: {
      subject: 'Your order {{orderNumber}} at {{shop.name}}',
      body: `Hello {{name}},
thank you for your order {{orderNumber}}.
{{items}}
Total: {{total}}
Payment: {{payment}}
{{#if link}}
Your order, its status and the items in it:
{{link}}
{{/if}}
{{#if bankIban}}
Please transfer the amount to our account:
Account holder: {{bankHolder}}
IBAN: {{bankIban}}
BIC: {{bankBic}}
Bank: {{bankName}}
Amount: {{total}}
Payment reference: {{orderNumber}}
{{/if}}`,
    },
    'order.state.cancelled': {
      subject: 'Your order {{orderNumber}} at {{shop.name}} has been cancelled',
      body: `Hello {{name}},
your order {{orderNumber}} ({{total}}) has been cancelled as you asked.
If you have already paid, we will refund the amount.
{{link}}`,
    },
    customer_group_change_accept: {
      subject: 'Your account at {{shop.name}} is now a {{group}} account',
      body: `Hello {{name}},
we have accepted your request: your account now belongs to the customer group "{{group}}".
Sign in again to see its prices.`,
    },
    customer_group_change_reject: {
      subject: 'Your request at {{shop.name}}',
      body: `Hello {{name}},
we could not accept your request to join the customer group "{{group}}". Your account stays as it was.`,
    },
    contact_form: {
      subject: 'Contact form: {{subject}}',
      body: `From: {{name}} <{{email}}>{{#if phone}}, {{phone}}{{/if}}

{{comment}}`,
    },
  },
};
