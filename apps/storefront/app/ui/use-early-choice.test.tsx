// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useEarlyChoice } from './use-early-choice.ts';

function Picker({ apply }: { apply: (value: string) => void }) {
  const ref = useEarlyChoice<HTMLSelectElement>('eur', (field) => apply(field.value));
  return (
    <select ref={ref} aria-label="Currency" defaultValue="eur">
      <option value="eur">EUR</option>
      <option value="pln">PLN</option>
    </select>
  );
}

async function hydrate(changeBeforeScripts: string | null): Promise<ReturnType<typeof vi.fn>> {
  const apply = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Picker apply={apply} />);
  document.body.append(container);
  const select = container.querySelector('select');
  if (select && changeBeforeScripts) select.value = changeBeforeScripts;
  await act(async () => {
    hydrateRoot(container, <Picker apply={apply} />);
  });
  container.remove();
  return apply;
}

describe('useEarlyChoice', () => {
  it('hands a choice made before hydration to apply', async () => {
    const apply = await hydrate('pln');
    expect(apply).toHaveBeenCalledWith('pln');
  });

  it('does nothing when the field still shows what the server rendered', async () => {
    const apply = await hydrate(null);
    expect(apply).not.toHaveBeenCalled();
  });
});
