// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useEarlyChoice } from './use-early-choice.ts';

function Picker({ apply }: { apply: (value: string) => void }) {
  const { ref, onChange } = useEarlyChoice<HTMLSelectElement>('eur', (field) => apply(field.value));
  return (
    <select ref={ref} aria-label="Currency" defaultValue="eur" onChange={onChange}>
      <option value="eur">EUR</option>
      <option value="pln">PLN</option>
    </select>
  );
}

async function hydrate(changeBeforeScripts: string | null, replayedChange = false): Promise<ReturnType<typeof vi.fn>> {
  const apply = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Picker apply={apply} />);
  document.body.append(container);
  const select = container.querySelector('select');
  if (select && changeBeforeScripts) select.value = changeBeforeScripts;
  await act(async () => {
    hydrateRoot(container, <Picker apply={apply} />);
  });
  // React replays a change made while the field's part was not hydrated yet as a change event.
  if (select && replayedChange)
    await act(async () => {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  container.remove();
  return apply;
}

describe('useEarlyChoice', () => {
  it('hands a choice made before hydration to apply', async () => {
    const apply = await hydrate('pln');
    expect(apply).toHaveBeenCalledWith('pln');
  });

  it('applies the choice once when React also replays its change event', async () => {
    const apply = await hydrate('pln', true);
    expect(apply.mock.calls).toEqual([['pln']]);
  });

  it('does nothing when the field still shows what the server rendered', async () => {
    const apply = await hydrate(null);
    expect(apply).not.toHaveBeenCalled();
  });
});
