// Review texts per language and rating, and reviewer names; combined at random (seeded).
import type { LocaleCode } from '../demo-constants.ts';

interface ReviewText {
  title: string;
  content: string;
}

type ByPoints = Record<1 | 2 | 3 | 4 | 5, ReviewText[]>;

export const REVIEW_TEXTS: Record<LocaleCode, ByPoints> = {
  'en-GB': {
    5: [
      { title: 'Excellent quality', content: 'Exactly as described and very well made. I would buy it again without hesitation.' },
      { title: 'Love it', content: 'Arrived quickly, looks even better in person and has held up perfectly so far.' },
      { title: 'Worth every penny', content: 'I compared several options and this one is clearly the best made. Very happy with it.' },
    ],
    4: [
      { title: 'Very good', content: 'Good value for the price. One small detail could be better, but overall I am happy.' },
      { title: 'Solid choice', content: 'Does what it should and feels durable. Delivery took a day longer than promised.' },
    ],
    3: [{ title: 'It is okay', content: 'Fine for everyday use, but I expected a little more for this price, to be honest.' }],
    2: [{ title: 'Not convinced', content: 'The finish is not as good as in the pictures and I am thinking about returning it.' }],
    1: [{ title: 'Disappointing', content: 'Unfortunately it did not meet my expectations at all. Customer service was helpful, though.' }],
  },
  'pl-PL': {
    5: [
      { title: 'Świetna jakość', content: 'Wszystko zgodne z opisem, a wykonanie bardzo staranne. Polecam bez wahania.' },
      { title: 'Rewelacja', content: 'Przesyłka dotarła szybko, na żywo wygląda jeszcze lepiej niż na zdjęciach i jak dotąd sprawdza się doskonale.' },
      { title: 'Warto każdej złotówki', content: 'Porównanie kilku ofert nie pozostawia wątpliwości: ten produkt jest wykonany najlepiej. Bardzo polecam.' },
    ],
    4: [
      { title: 'Bardzo dobry produkt', content: 'Dobry stosunek jakości do ceny. Jeden drobiazg mógłby być lepszy, ale ogólnie wszystko w porządku.' },
      { title: 'Solidny wybór', content: 'Spełnia swoje zadanie i sprawia wrażenie trwałego. Dostawa trwała dzień dłużej niż obiecano.' },
    ],
    3: [{ title: 'W porządku', content: 'Na co dzień wystarczy, ale szczerze mówiąc, za tę cenę można by oczekiwać trochę więcej.' }],
    2: [{ title: 'Nie do końca', content: 'Wykończenie nie jest tak dobre jak na zdjęciach. Rozważam zwrot.' }],
    1: [{ title: 'Rozczarowanie', content: 'Niestety produkt zupełnie nie spełnił oczekiwań. Obsługa klienta była za to bardzo pomocna.' }],
  },
  'de-DE': {
    5: [
      { title: 'Hervorragende Qualität', content: 'Genau wie beschrieben und sehr gut verarbeitet. Ich würde es jederzeit wieder kaufen.' },
      { title: 'Begeistert', content: 'Schnell geliefert, sieht in echt noch besser aus und hat sich bisher bestens bewährt.' },
      { title: 'Jeden Cent wert', content: 'Ich habe mehrere Angebote verglichen, und dieses ist eindeutig am besten verarbeitet.' },
    ],
    4: [
      { title: 'Sehr gut', content: 'Gutes Preis-Leistungs-Verhältnis. Ein kleines Detail könnte besser sein, insgesamt bin ich zufrieden.' },
      { title: 'Solide Wahl', content: 'Tut, was es soll, und wirkt langlebig. Die Lieferung hat einen Tag länger gedauert als angekündigt.' },
    ],
    3: [{ title: 'Ganz okay', content: 'Für den Alltag in Ordnung, aber für diesen Preis hatte ich ehrlich gesagt etwas mehr erwartet.' }],
    2: [{ title: 'Nicht überzeugt', content: 'Die Verarbeitung ist nicht so gut wie auf den Bildern, ich überlege, es zurückzuschicken.' }],
    1: [{ title: 'Enttäuschend', content: 'Leider hat es meine Erwartungen überhaupt nicht erfüllt. Der Kundenservice war aber hilfsbereit.' }],
  },
};

export const REVIEWERS: Record<LocaleCode, string[]> = {
  'en-GB': ['Emma W.', 'Oliver S.', 'Charlotte B.', 'Harry T.', 'Amelia R.', 'George P.'],
  'pl-PL': ['Anna K.', 'Piotr N.', 'Magdalena W.', 'Tomasz Z.', 'Katarzyna L.', 'Michał D.'],
  'de-DE': ['Lena M.', 'Jonas H.', 'Sophie K.', 'Lukas B.', 'Marie F.', 'Felix S.'],
};

/** Mostly good reviews, as in a real shop. */
export const POINT_WEIGHTS: ReadonlyArray<readonly [1 | 2 | 3 | 4 | 5, number]> = [
  [5, 42],
  [4, 33],
  [3, 13],
  [2, 7],
  [1, 5],
];
