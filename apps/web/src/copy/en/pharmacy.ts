/**
 * The pharmacy (services.md §5): medicine search and the cart. Prices and counts come in already
 * written for the reader.
 */
export const pharmacyCopy = {
  title: 'Medicine | Sustho',
  metaDescription:
    'Find medicines sold in Bangladesh by brand or generic name, see their price per unit and per pack, and add them to your cart.',
  heading: 'Medicine',
  intro: 'Search by brand or generic name. A letter or two wrong is fine.',
  searchLabel: 'Search medicines',
  searchPlaceholder: 'Napa, paracetamol, omeprazole…',
  searching: 'Searching medicines',
  results: 'Medicines',
  noMatch: (query: string) => `No medicine matches "${query}"`,
  forms: {
    tablet: 'Tablet',
    capsule: 'Capsule',
    syrup: 'Syrup',
    injection: 'Injection',
    cream: 'Cream',
    drops: 'Drops',
    inhaler: 'Inhaler',
    other: 'Other',
  },
  perUnit: (price: string) => `${price} per unit`,
  perPack: (price: string, pack: string) => `${price} per pack (${pack})`,
  prescriptionNeeded: 'Prescription needed',
  outOfStock: 'Out of stock',
  quantity: 'Quantity',
  quantityOf: (medicine: string) => `Quantity of ${medicine}`,
  addToCart: 'Add to cart',
  /** `medicine` is its brand, strength and form ('Napa 500 mg Tablet'): the cards hold several of a brand. */
  addToCartLabel: (medicine: string) => `Add to cart: ${medicine}`,
  added: (brand: string) => `${brand} is in your cart`,
  cart: {
    heading: 'Your cart',
    open: (units: string) => `Cart, ${units} items`,
    empty: 'Your cart is empty.',
    remove: 'Remove',
    removeLabel: (medicine: string) => `Remove ${medicine} from cart`,
    lineTotal: (price: string) => `Total ${price}`,
    subtotal: 'Subtotal',
    prescriptionNote:
      'Medicines marked "Prescription needed" are sold only against a valid prescription.',
    close: 'Close',
  },
};
