// Texts of the discovery aids (ADR 0029): card swatches, quick add, recently viewed, gallery zoom.
export const discoveryEnGB = {
  discovery: {
    swatches: {
      label: 'Colours of {{name}}',
      more_one: '{{count}} more colour',
      more_other: '{{count}} more colours',
    },
    quickAdd: {
      loading: 'Loading options…',
      failed: 'The options could not be loaded. Please open the product page.',
      details: 'View product details',
      noVariant: 'This combination is not available.',
    },
    recent: {
      heading: 'Recently viewed',
      clear: 'Clear',
      clearLabel: 'Clear recently viewed products',
    },
    zoom: {
      open: 'Enlarge image {{index}}',
      title: 'Images of {{name}}',
      previous: 'Previous image',
      next: 'Next image',
      position: 'Image {{index}} of {{count}}',
    },
  },
};
