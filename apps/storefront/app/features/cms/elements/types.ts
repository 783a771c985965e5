// The element components' props: the merchant's elements get the same (lib/merchant/extensions.ts).
export type { CmsElementProps } from '../../../lib/merchant/extensions.ts';
