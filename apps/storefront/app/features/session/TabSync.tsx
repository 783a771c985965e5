// docs/product-rules.md §7: responses that change the cart or the session context are broadcast to the other tabs of
// this browser. Every such change goes through a form or fetcher write here, so when one finishes
// this tab tells the others, and they reload their data. No feature has to cooperate.
import { useEffect, useRef } from 'react';
import { useFetchers, useNavigation, useRevalidator } from 'react-router';
import { pendingWrites, TAB_SYNC_CHANNEL, writeFinished, type SubmissionLike } from './tab-sync.ts';

export function TabSync() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const channel = useRef<BroadcastChannel | null>(null);
  const revalidate = useRef(revalidator.revalidate);
  const pending = useRef<Set<string>>(new Set());

  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  }, [revalidator.revalidate]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(TAB_SYNC_CHANNEL);
    opened.onmessage = () => void revalidate.current();
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, []);

  const submissions: SubmissionLike[] = [{ key: 'navigation', state: navigation.state, formMethod: navigation.formMethod }, ...fetchers];
  const now = pendingWrites(submissions);
  const signature = [...now].sort().join('|');

  useEffect(() => {
    const current = new Set(signature === '' ? [] : signature.split('|'));
    if (writeFinished(pending.current, current)) channel.current?.postMessage({ type: 'changed', at: Date.now() });
    pending.current = current;
  }, [signature]);

  return null;
}
