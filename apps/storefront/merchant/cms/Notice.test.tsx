// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryFixture } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { CmsPage } from '../../app/features/cms/CmsPage.tsx';
import type { Schemas } from '../../app/lib/store-api/types.ts';

afterEach(cleanup);

function pageWith(...slots: Partial<Schemas['CmsSlot']>[]): Schemas['CmsPage'] {
  const page = categoryFixture.cmsPage;
  const section = page?.sections[0];
  const block = section?.blocks[0];
  if (!page || !section || !block) throw new Error('fixture has no block');
  const blocks = slots.map((slot, index) => ({ ...block, position: index, slots: [{ ...block.slots[0], slot: 'content', ...slot }] }));
  return { ...page, sections: [{ ...section, blocks }] } as Schemas['CmsPage'];
}

describe('a merchant’s CMS element (merchant/index.ts)', () => {
  it('renders a plugin element type through the component registered in the merchant’s folder', () => {
    renderInApp(
      <CmsPage page={pageWith({ type: 'merchant-notice', config: { title: { value: 'Closed on Monday' }, text: { value: 'Orders ship on Tuesday.' } } })} />,
    );
    const notice = screen.getByTestId('merchant-notice');
    expect(notice.textContent).toBe('Closed on MondayOrders ship on Tuesday.');
    expect(notice.closest('.cms-element-merchant-notice')).toBeTruthy();
  });

  it('renders nothing for a type nobody registered, and logs it once per type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderInApp(<CmsPage page={pageWith({ type: 'acme-countdown' }, { type: 'acme-countdown' }, { type: 'acme-stories' })} />);
    expect(container.querySelector('[data-slot]')).toBeNull();
    const logged = warn.mock.calls.map(([line]) => String(line));
    expect(logged.filter((line) => line.includes('"acme-countdown"'))).toHaveLength(1);
    expect(logged.filter((line) => line.includes('"acme-stories"'))).toHaveLength(1);
  });
});
