// Which writes of this tab just finished: a non-GET navigation (plain form) or fetcher submission
// that was under way before and is not any more. Pure, so the rule is tested without a browser.
export const TAB_SYNC_CHANNEL = 'aisle-session';

export interface SubmissionLike {
  key: string;
  state: 'idle' | 'loading' | 'submitting';
  formMethod?: string | undefined;
}

const isWrite = (method: string | undefined) => method !== undefined && method.toUpperCase() !== 'GET';

/** Keys of the writes under way now. */
export function pendingWrites(submissions: readonly SubmissionLike[]): Set<string> {
  return new Set(submissions.filter((submission) => submission.state !== 'idle' && isWrite(submission.formMethod)).map((submission) => submission.key));
}

/** True when a write that was pending before is no longer pending. */
export function writeFinished(before: ReadonlySet<string>, now: ReadonlySet<string>): boolean {
  for (const key of before) if (!now.has(key)) return true;
  return false;
}
