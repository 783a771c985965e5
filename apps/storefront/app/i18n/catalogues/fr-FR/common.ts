import type { PartialTranslation } from '../../catalogue.ts';
import type { commonEnGB } from '../en-GB/common.ts';

// A translation in progress: what is here is French, the rest of the shop shows in English.
export const commonFrFR = {
  meta: {
    title: '{{brand}}',
    description: '{{brand}} – une boutique en ligne rapide et accessible pour les choses du quotidien.',
  },
  a11y: { skipToContent: 'Aller au contenu principal' },
  header: {
    logo: '{{brand}} – accueil',
    mainNavigation: 'Navigation principale',
    openCategory: 'Afficher les sous-catégories de {{name}}',
    account: 'Compte',
    cart: 'Panier',
    menu: 'Menu',
    sideMenu: 'Menu latéral',
    wishlist: 'Liste de souhaits',
  },
  footer: {
    navigation: 'Navigation du pied de page',
    language: 'Langue',
    currency: 'Devise',
    changeCurrency: 'Changer de devise',
    copyright: '© {{brand}}',
    tagline: 'Les choses du quotidien, choisies avec soin et livrées rapidement.',
  },
  breadcrumb: { label: 'Fil d’Ariane', home: 'Accueil', myAccount: 'Mon compte' },
  error: {
    '404': { title: 'Page introuvable', message: 'La page demandée est introuvable.' },
  },
} satisfies PartialTranslation<typeof commonEnGB, 'fr-FR'>;
