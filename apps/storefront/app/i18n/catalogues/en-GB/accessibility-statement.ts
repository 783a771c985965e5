// The accessibility statement's text (en-GB): read by the statement page's loader only, so it never
// travels in the browser's message catalogue.
export const statementEnGB = {
  intro:
    '{{brand}} wants everyone to be able to shop here, with a keyboard, a screen reader, magnification or any other assistive technology. This statement applies to the online shop at this address.',
  standardTitle: 'Standard',
  standard:
    'The shop aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which the harmonised European standard EN 301 549 (V3.2.1) refers to for web content, as required by the European Accessibility Act for e-commerce services.',
  statusTitle: 'Conformance status',
  status: 'The shop is partially conformant with WCAG 2.2 level AA: the parts listed below do not fully conform yet.',
  limitationsTitle: 'Known limitations',
  limitationContent: 'Product descriptions, images and content pages are written by the shop’s editors; some of them may lack text alternatives or structure.',
  limitationReviews: 'Customer reviews are shown as written by customers and may contain unclear language.',
  limitationVideos: 'Embedded videos come from YouTube or Vimeo; their players and captions are provided by those services.',
  limitationPayment: 'The card payment page of the payment provider is outside this shop and is covered by the provider’s own statement.',
  methodTitle: 'How we checked',
  method:
    'Self-assessment: automated tests (axe-core) of every page type and the shop’s own tests of keyboard use, focus visibility, target size, reflow at 320 px, text spacing, status messages, language of parts and reduced motion, in all three languages.',
  dateTitle: 'Date',
  date: 'This statement was prepared on 27 November 2026 and is reviewed with every major change of the shop.',
  contactTitle: 'Feedback and contact',
  contact:
    'If something is hard to use or you need content in another format, tell us and we will answer within five working days: write to {{email}} or use our contact form.',
  contactLink: 'Contact form',
  enforcementTitle: 'Enforcement',
  enforcement: 'If our answer does not satisfy you, you can turn to the market surveillance authority for accessibility in your country.',
};
