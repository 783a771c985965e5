// The accessibility statement's text (de-DE): read by the statement page's loader only, so it never
// travels in the browser's message catalogue.
export const statementDeDE = {
  intro:
    '{{brand}} möchte, dass alle hier einkaufen können – mit Tastatur, Screenreader, Vergrößerung oder anderen assistiven Technologien. Diese Erklärung gilt für den Onlineshop unter dieser Adresse.',
  standardTitle: 'Standard',
  standard:
    'Der Shop soll die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllen, auf die die harmonisierte europäische Norm EN 301 549 (V3.2.1) für Webinhalte verweist, wie es das Barrierefreiheitsstärkungsgesetz (European Accessibility Act) für den elektronischen Geschäftsverkehr verlangt.',
  statusTitle: 'Stand der Vereinbarkeit',
  status: 'Der Shop ist teilweise mit WCAG 2.2 Stufe AA vereinbar: Die unten genannten Teile erfüllen die Anforderungen noch nicht vollständig.',
  limitationsTitle: 'Bekannte Einschränkungen',
  limitationContent:
    'Produktbeschreibungen, Bilder und Inhaltsseiten werden von der Redaktion des Shops erstellt; einigen können Textalternativen oder Struktur fehlen.',
  limitationReviews: 'Kundenbewertungen werden so gezeigt, wie Kundinnen und Kunden sie geschrieben haben, und können unklare Sprache enthalten.',
  limitationVideos: 'Eingebettete Videos stammen von YouTube oder Vimeo; deren Player und Untertitel stellen diese Dienste bereit.',
  limitationPayment: 'Die Kartenzahlungsseite des Zahlungsanbieters liegt außerhalb dieses Shops und fällt unter dessen eigene Erklärung.',
  methodTitle: 'Wie wir geprüft haben',
  method:
    'Selbstbewertung: automatische Tests (axe-core) aller Seitentypen und eigene Tests zu Tastaturbedienung, sichtbarem Fokus, Zielgröße, Umbruch bei 320 px, Textabständen, Statusmeldungen, Sprache von Textteilen und reduzierter Bewegung, in allen drei Sprachen.',
  dateTitle: 'Datum',
  date: 'Diese Erklärung wurde am 27. November 2026 erstellt und wird bei jeder größeren Änderung des Shops überprüft.',
  contactTitle: 'Feedback und Kontakt',
  contact:
    'Wenn etwas schwer zu bedienen ist oder Sie Inhalte in einem anderen Format brauchen, sagen Sie es uns – wir antworten innerhalb von fünf Werktagen: Schreiben Sie an {{email}} oder nutzen Sie unser Kontaktformular.',
  contactLink: 'Kontaktformular',
  enforcementTitle: 'Durchsetzungsverfahren',
  enforcement: 'Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die Marktüberwachungsbehörde für Barrierefreiheit in Ihrem Land wenden.',
};
