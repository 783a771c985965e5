// What a list of shipping or payment methods to choose from shows of each method: the view model of
// `MethodRadioOptions`, here (not in the component) so that server modules can build it.

export interface PaymentMethodView {
  id: string;
  name: string;
  description: string;
  /** Payment methods: the key of their component in the payment component registry. */
  technicalName?: string;
}
