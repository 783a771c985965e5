// Messages of the delivery promise (product page, cart page, side cart) and its country choice.
export const deliveryEnGB = {
  delivery: {
    promise: 'Delivery to {{country}}: {{cost}} · arrives {{window}}',
    free: 'free',
    freeFrom: 'Free delivery from {{amount}}',
    changeCountry: 'Deliver to another country',
    country: 'Delivery country',
    update: 'Update',
    countryInvalid: 'Please choose a country from the list.',
  },
};
