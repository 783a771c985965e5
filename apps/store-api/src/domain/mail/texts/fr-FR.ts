// French mail texts (for a shop that adds fr-FR: `npm run engine -- languages add fr-FR Français`).
import type { MailTexts } from '../mail-texts.ts';

export const FR_FR: MailTexts = {
  closing: 'Cordialement',
  mails: {
    'customer.register.double_opt_in': {
      subject: 'Veuillez confirmer votre inscription sur {{shop.name}}',
      body: `Bonjour {{name}},
veuillez confirmer votre inscription en ouvrant ce lien :
{{link}}
Si vous ne vous êtes pas inscrit, ignorez cet e-mail.`,
    },
    'customer.register': {
      subject: 'Bienvenue sur {{shop.name}}',
      body: `Bonjour {{name}},
merci pour votre inscription. Vous pouvez désormais vous connecter avec votre adresse e-mail.`,
    },
    'order.guest_link': {
      subject: 'Un nouveau lien vers votre commande {{orderNumber}} sur {{shop.name}}',
      body: `Bonjour,
votre commande {{orderNumber}} a été demandée trop souvent avec de mauvaises réponses : son ancien lien ne l’ouvre donc plus. En voici un nouveau :
{{link}}
Ouvrez-le et répondez avec votre adresse e-mail et le code postal de facturation. Si vous ne l’avez pas demandé, ignorez cet e-mail.`,
    },
    'customer.recovery.request': {
      subject: 'Réinitialisation du mot de passe sur {{shop.name}}',
      body: `Bonjour {{name}},
ouvrez ce lien dans les deux heures pour choisir un nouveau mot de passe :
{{link}}
Si vous ne l’avez pas demandé, ignorez cet e-mail.`,
    },
    'newsletter.double_opt_in': {
      subject: 'Confirmez votre abonnement à la newsletter de {{shop.name}}',
      body: `Bonjour,
veuillez confirmer votre abonnement à la newsletter en ouvrant ce lien :
{{link}}`,
    },
    order_confirmation: {
      subject: 'Votre commande {{orderNumber}} sur {{shop.name}}',
      body: `Bonjour {{name}},
merci pour votre commande {{orderNumber}}.
{{items}}
Total : {{total}}
Paiement : {{payment}}
{{#if link}}
Votre commande, son statut et ses articles :
{{link}}
{{/if}}
{{#if bankIban}}
Veuillez virer le montant sur notre compte :
Titulaire du compte : {{bankHolder}}
IBAN : {{bankIban}}
BIC : {{bankBic}}
Banque : {{bankName}}
Montant : {{total}}
Référence du paiement : {{orderNumber}}
{{/if}}`,
    },
    'order.state.cancelled': {
      subject: 'Votre commande {{orderNumber}} sur {{shop.name}} a été annulée',
      body: `Bonjour {{name}},
votre commande {{orderNumber}} ({{total}}) a été annulée comme vous l’avez demandé.
Si vous avez déjà payé, nous vous rembourserons le montant.
{{link}}`,
    },
    customer_group_change_accept: {
      subject: 'Votre compte sur {{shop.name}} appartient désormais au groupe « {{group}} »',
      body: `Bonjour {{name}},
nous avons accepté votre demande : votre compte appartient désormais au groupe de clients « {{group}} ».
Reconnectez-vous pour voir ses prix.`,
    },
    customer_group_change_reject: {
      subject: 'Votre demande sur {{shop.name}}',
      body: `Bonjour {{name}},
nous n’avons pas pu accepter votre demande de rejoindre le groupe de clients « {{group}} ». Votre compte reste inchangé.`,
    },
    contact_form: {
      subject: 'Formulaire de contact : {{subject}}',
      body: `De : {{name}} <{{email}}>{{#if phone}}, {{phone}}{{/if}}

{{comment}}`,
    },
  },
};
