// French, a translation in progress: its own messages (fr-FR/<area>.ts) over the English catalogue.
// `MissingMessages` names, in the types, every message still shown in English; the server lists
// them once at start. A complete language is composed like pl-PL.ts instead.
import { withFallback, type MessagePath } from '../catalogue.ts';
import type { MessageKey } from '../message-key.ts';
import english from './en-GB.ts';
import { commonFrFR } from './fr-FR/common.ts';

const own = { ...commonFrFR };

/** The message keys French lacks so far (hover the type, or let typecheck say whether one is among them). */
export type MissingMessages = Exclude<MessageKey, MessagePath<typeof own>>;

const { catalogue, missing } = withFallback(english, own);
export { missing };
export default catalogue;
