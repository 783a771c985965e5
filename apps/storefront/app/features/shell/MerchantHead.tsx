// What the merchant's configuration puts into every page's head: the brand's colours and fonts over
// the design tokens (after app.css, so they win), and the public configuration the browser renders
// with (lib/merchant/config.ts reads it back on first use). JSON in a script element is data, not
// code: the CSP's script rules do not apply to it.
import { configJson, CONFIG_ELEMENT_ID, merchantConfig } from '../../lib/merchant/config.ts';

export function MerchantHead() {
  const config = merchantConfig();
  return (
    <>
      {config.themeCss ? <style>{config.themeCss}</style> : null}
      <script type="application/json" id={CONFIG_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: configJson(config) }} />
    </>
  );
}
