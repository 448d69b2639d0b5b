import {
  CURRENCIES,
  fromMinorUnits,
  MEDICINE_FORMS,
  toMinorUnits,
  type CatalogMedicine,
  type Currency,
} from '@sustho/contracts';
import { cookieValue } from '@sustho/contracts/cookie-header';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { dropCookie, keepCookie } from '../../lib/browser-cookie';

/**
 * The pharmacy cart (services.md §5): what the patient means to order, kept in this browser's
 * localStorage so it survives a reload and a later visit. It holds what the cart shows of each
 * medicine (names, price), so it draws without asking the API; checkout sends only ids and
 * quantities, and the API prices the order from its own catalogue.
 */
export const CART_STORAGE_KEY = 'sustho.pharmacy.cart';

/** A line's most units: more than any prescription or household needs at once. */
export const MAX_CART_QUANTITY = 999;

/** What the cart keeps of a medicine of the catalogue, to draw it without asking the API. */
const cartMedicine = z.object({
  medicineId: z.string(),
  brandName: z.string(),
  genericName: z.string(),
  strength: z.string(),
  form: z.enum(MEDICINE_FORMS),
  unitPrice: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  rx: z.boolean(),
});
export type CartMedicine = z.infer<typeof cartMedicine>;

const cartLine = cartMedicine.extend({
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
  /**
   * The brands the patient may pick instead, for a line filled from a prescription (same generic,
   * strength and form, cheapest first); the line's own medicine is one of them.
   */
  brands: z.array(cartMedicine).optional(),
});
export type CartLine = z.infer<typeof cartLine>;

/**
 * The Sustho prescription the cart was filled from, and the profile it is of: checkout orders the
 * prescription-only lines against it, for that profile.
 */
const cartPrescription = z.object({ prescriptionId: z.string(), patientId: z.string() });
export type CartPrescription = z.infer<typeof cartPrescription>;
export const CART_PRESCRIPTION_STORAGE_KEY = 'sustho.pharmacy.cart.prescription';

/**
 * One value kept in this browser's localStorage under `key`, shared by every component and tab;
 * a value it cannot read (an old shape, edited by hand) is `empty`.
 */
function storedValue<T>(key: string, schema: z.ZodType<T>, empty: T) {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const read = (): T => {
    if (typeof localStorage === 'undefined') return empty;
    try {
      const parsed = schema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
      return parsed.success ? parsed.data : empty;
    } catch {
      return empty;
    }
  };
  const current = (): T => {
    value ??= read();
    return value;
  };
  const write = (next: T): void => {
    value = next;
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the cart still works until the page closes.
    }
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    // Another tab of this browser changed it: read it again.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      value = read();
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  const use = () => useSyncExternalStore(subscribe, current, () => empty);
  return { current, write, use };
}

const EMPTY: CartLine[] = [];
const storedLines = storedValue(CART_STORAGE_KEY, z.array(cartLine), EMPTY);
const storedPrescription = storedValue<CartPrescription | null>(
  CART_PRESCRIPTION_STORAGE_KEY,
  cartPrescription.nullable(),
  null,
);
const current = storedLines.current;

/**
 * How many lines the cart holds, also kept in a cookie: the server cannot read localStorage, and
 * with it renders /pharmacy/checkout as it will look (an empty cart's message at once, else the
 * page's frame while the browser reads the cart). A count only: the cart itself stays here.
 */
const CART_LINES_COOKIE = 'cart_lines';

function write(lines: CartLine[]): void {
  storedLines.write(lines);
  if (lines.length > 0) keepCookie(CART_LINES_COOKIE, String(lines.length));
  else dropCookie(CART_LINES_COOKIE);
}

/** The cart's number of lines as a Cookie header tells it; 0 without the cookie. */
export function cartLinesInCookie(cookieHeader: string | null | undefined): number {
  const count = Number(cookieValue(cookieHeader, CART_LINES_COOKIE) ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

const clampQuantity = (quantity: number) =>
  Math.min(MAX_CART_QUANTITY, Math.max(1, Math.trunc(quantity)));

/** Puts `quantity` units of `medicine` in the cart, added to any already there. */
export function addToCart(medicine: CatalogMedicine, quantity: number): void {
  const existing = current().find((line) => line.medicineId === medicine._id);
  if (existing) {
    setCartQuantity(medicine._id, existing.quantity + quantity);
    return;
  }
  write([...current(), { ...cartMedicineOf(medicine), quantity: clampQuantity(quantity) }]);
}

/** What the cart keeps of a medicine of the catalogue. */
export const cartMedicineOf = (medicine: CatalogMedicine): CartMedicine => ({
  medicineId: medicine._id,
  brandName: medicine.brandName,
  genericName: medicine.genericName,
  strength: medicine.strength,
  form: medicine.form,
  unitPrice: medicine.unitPrice,
  currency: medicine.currency,
  rx: medicine.rx,
});

/**
 * Fills the cart from a prescription ('Order medicines'): its lines replace whatever each
 * medicine's line held, and the cart remembers the prescription and its profile for checkout.
 */
export function fillCartFromPrescription(
  prescription: CartPrescription,
  lines: { quantity: number; brands: CartMedicine[] }[],
): void {
  const filled = lines.flatMap(({ quantity, brands }) => {
    const [cheapest] = brands;
    return cheapest ? [{ ...cheapest, quantity: clampQuantity(quantity), brands }] : [];
  });
  const chosen = new Set(filled.flatMap((line) => line.brands.map((brand) => brand.medicineId)));
  write([...current().filter((line) => !chosen.has(line.medicineId)), ...filled]);
  storedPrescription.write(prescription);
}

/** Another brand for a line filled from a prescription, with the same quantity. */
export function chooseBrand(medicineId: string, brandId: string): void {
  write(
    current().map((line) => {
      const brand = line.brands?.find((option) => option.medicineId === brandId);
      return line.medicineId === medicineId && brand ? { ...line, ...brand } : line;
    }),
  );
}

export function setCartQuantity(medicineId: string, quantity: number): void {
  write(
    current().map((line) =>
      line.medicineId === medicineId ? { ...line, quantity: clampQuantity(quantity) } : line,
    ),
  );
}

export function removeFromCart(medicineId: string): void {
  write(current().filter((line) => line.medicineId !== medicineId));
}

/** Empties the cart and forgets the prescription it was filled from (an order was placed). */
export function clearCart(): void {
  write([]);
  storedPrescription.write(null);
}

/** A line's price: its units at the unit price, counted in hundredths so no float rounding creeps in. */
export const lineTotal = (line: CartLine) =>
  fromMinorUnits(toMinorUnits(line.unitPrice) * line.quantity);

/** The cart's lines and subtotal. One currency: the clinic charges in one (CURRENCY). */
export interface Cart {
  lines: CartLine[];
  /** The prescription the cart was filled from, if it was. */
  prescription: CartPrescription | null;
  units: number;
  subtotal: number;
  currency: Currency | null;
}

export function cartOf(lines: CartLine[], prescription: CartPrescription | null = null): Cart {
  return {
    lines,
    prescription,
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: fromMinorUnits(
      lines.reduce((sum, line) => sum + toMinorUnits(line.unitPrice) * line.quantity, 0),
    ),
    currency: lines[0]?.currency ?? null,
  };
}

/** The cart, redrawn whenever it changes (here or in another tab); empty on the server. */
export function useCart(): Cart {
  return cartOf(storedLines.use(), storedPrescription.use());
}
