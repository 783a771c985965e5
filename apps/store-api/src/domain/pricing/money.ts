// Exact money arithmetic: amounts are integers of minor units (cents); decimal strings from the
// database are parsed digit by digit, never through binary floating point.

/** "19.99" → 1999 (rounded half away from zero to `decimals`). */
export function toMinor(amount: string | number, decimals = 2): number {
  const text = typeof amount === 'number' ? amount.toFixed(decimals + 2) : amount.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const [, sign, whole = '', fraction = ''] = match;
  const padded = (fraction + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  const scaled = Number(whole || '0') * 10 ** decimals + Number(padded.slice(0, decimals) || '0');
  const roundUp = Number(padded[decimals] ?? '0') >= 5 ? 1 : 0;
  const value = scaled + roundUp;
  return sign === '-' ? -value : value;
}

/** 1999 → 19.99 (a JSON number, as the Store API sends prices). */
export function fromMinor(minor: number, decimals = 2): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/** Multiplies minor units by a decimal factor (currency rate, percentage), rounding half away from zero. */
export function multiply(minor: number, factor: number | string): number {
  const text = typeof factor === 'number' ? String(factor) : factor;
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const scale = 10 ** fraction.length;
  const factorScaled = Number(whole) * scale + Number(fraction || '0');
  const product = minor * factorScaled;
  const rounded = Math.sign(product) * Math.round(Math.abs(product) / scale);
  return text.startsWith('-') ? -rounded : rounded;
}

/** The tax inside a gross amount: gross − gross / (1 + rate/100), rounded to minor units. */
export function taxFromGross(grossMinor: number, ratePercent: number): number {
  if (ratePercent === 0) return 0;
  const rateBasis = Math.round(ratePercent * 100); // e.g. 19% → 1900
  const net = Math.round((grossMinor * 10000) / (10000 + rateBasis));
  return grossMinor - net;
}

/** The tax on top of a net amount: net × rate/100, rounded to minor units. */
export function taxFromNet(netMinor: number, ratePercent: number): number {
  return Math.round((netMinor * Math.round(ratePercent * 100)) / 10000);
}
