// The accessibility statement's text (pl-PL): read by the statement page's loader only, so it never
// travels in the browser's message catalogue.
export const statementPlPL = {
  intro:
    '{{brand}} chce, aby każdy mógł tu robić zakupy – za pomocą klawiatury, czytnika ekranu, powiększenia lub innych technologii wspomagających. Deklaracja dotyczy sklepu internetowego pod tym adresem.',
  standardTitle: 'Standard',
  standard:
    'Sklep ma spełniać wytyczne Web Content Accessibility Guidelines (WCAG) 2.2 na poziomie AA, do których odwołuje się zharmonizowana norma europejska EN 301 549 (V3.2.1) dla treści internetowych, zgodnie z wymogami Europejskiego aktu o dostępności dla usług handlu elektronicznego.',
  statusTitle: 'Status zgodności',
  status: 'Sklep jest częściowo zgodny z WCAG 2.2 na poziomie AA: części wymienione poniżej nie są jeszcze w pełni zgodne.',
  limitationsTitle: 'Znane ograniczenia',
  limitationContent: 'Opisy produktów, zdjęcia i strony treści przygotowuje redakcja sklepu; niektórym mogą brakować tekstów alternatywnych lub struktury.',
  limitationReviews: 'Opinie klientów są wyświetlane tak, jak je napisano, i mogą zawierać niejasne sformułowania.',
  limitationVideos: 'Osadzone filmy pochodzą z YouTube lub Vimeo; odtwarzacze i napisy zapewniają te serwisy.',
  limitationPayment: 'Strona płatności kartą operatora płatności znajduje się poza sklepem i obejmuje ją deklaracja operatora.',
  methodTitle: 'Jak sprawdziliśmy',
  method:
    'Samoocena: automatyczne testy (axe-core) wszystkich typów stron oraz własne testy obsługi klawiaturą, widoczności fokusu, rozmiaru celów, dopasowania przy 320 px, odstępów tekstu, komunikatów o stanie, języka fragmentów i ograniczonego ruchu, we wszystkich trzech językach.',
  dateTitle: 'Data',
  date: 'Deklarację sporządzono 27 listopada 2026 r.; jest przeglądana przy każdej większej zmianie sklepu.',
  contactTitle: 'Uwagi i kontakt',
  contact:
    'Jeśli coś jest trudne w użyciu lub potrzebujesz treści w innej formie, daj nam znać – odpowiemy w ciągu pięciu dni roboczych: napisz na {{email}} lub skorzystaj z formularza kontaktowego.',
  contactLink: 'Formularz kontaktowy',
  enforcementTitle: 'Procedura egzekwowania',
  enforcement: 'Jeśli nasza odpowiedź Cię nie zadowala, możesz zwrócić się do organu nadzoru rynku w zakresie dostępności w swoim kraju.',
};
