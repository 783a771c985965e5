// What cookie consent puts into the root loader's data (lib/root-data.ts).
import type { ConsentState } from './consent.ts';

export interface ConsentRootData {
  /** Whether the banner shows and what analytics may run. */
  consent: ConsentState;
}
