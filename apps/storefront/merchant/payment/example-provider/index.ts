// The cookbook's example provider, registered by its test (merchant/payment/recipe.test.tsx), not by the shop.
import type { PaymentComponentDefinition } from '../../../app/features/payment/components/types.ts';
import ExampleProviderFields from './ExampleProviderFields.tsx';

export const exampleProvider: PaymentComponentDefinition = {
  Component: ExampleProviderFields,
  contentSecurityPolicy: { scriptSrc: ['https://js.example-provider.test'], connectSrc: ['https://api.example-provider.test'] },
};
