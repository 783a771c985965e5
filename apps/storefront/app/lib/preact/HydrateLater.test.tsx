// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Streamed } from '../../ui/Streamed.tsx';
import { HydrateLater } from './HydrateLater.tsx';

/** The element children of a rendered fragment (comments and text left out). */
function elements(html: string): Element[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  return [...host.children];
}

// Preact, which hydrates in the browser, keeps exactly one DOM node in place for a subtree that
// suspends while it hydrates (ADR 0024). Parts of two nodes or of none shifted their later siblings,
// and Preact rebuilt the rest of the page.
describe('parts that may suspend during hydration are exactly one element', () => {
  const twoNodes = (
    <>
      <nav>trail</nav>
      <script type="application/ld+json">{'{}'}</script>
    </>
  );

  it('HydrateLater: its content is one display-contents element, inside the part’s own element when it has one', () => {
    const [plain, ...restPlain] = elements(renderToString(<HydrateLater>{twoNodes}</HydrateLater>));
    expect(restPlain).toHaveLength(0);
    expect(plain?.className).toBe('contents');
    expect(plain?.children).toHaveLength(2);

    const [card, ...restCard] = elements(
      renderToString(
        <HydrateLater as="article" className="card" data-testid="product-card">
          {twoNodes}
        </HydrateLater>,
      ),
    );
    expect(restCard).toHaveLength(0);
    expect(card?.outerHTML).toMatch(/^<article class="card" data-testid="product-card"><div class="contents"><nav>/);

    const [empty, ...restEmpty] = elements(renderToString(<HydrateLater>{null}</HydrateLater>));
    expect(restEmpty).toHaveLength(0);
    expect(empty?.className).toBe('contents');
  });

  it('Streamed: what a streamed part renders is one display-contents element, also when it renders nothing', async () => {
    const resolved = Promise.resolve(['Home']);
    await resolved;
    // React's server renders an already settled promise at once when Await has seen it before; this
    // renders twice so the second pass has the value.
    renderToString(<Streamed resolve={resolved}>{() => twoNodes}</Streamed>);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [part, ...rest] = elements(renderToString(<Streamed resolve={resolved}>{() => twoNodes}</Streamed>));
    expect(rest).toHaveLength(0);
    expect(part?.className).toBe('contents');
    expect(part?.children).toHaveLength(2);

    const [none, ...restNone] = elements(renderToString(<Streamed resolve={resolved}>{() => null}</Streamed>));
    expect(restNone).toHaveLength(0);
    expect(none?.className).toBe('contents');
  });
});
