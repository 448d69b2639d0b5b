import { afterEach, describe, expect, it } from 'vitest';
import { napa, zimax } from '../../test/orders';
import { addToCart, cartLinesInCookie, clearCart, removeFromCart } from './cart';

afterEach(() => clearCart());

describe("the cart's cookie", () => {
  it('counts the lines as they come and go, and is gone with the last one', () => {
    addToCart(napa, 2);
    expect(cartLinesInCookie(document.cookie)).toBe(1);
    addToCart(zimax, 1);
    addToCart(napa, 1);
    expect(cartLinesInCookie(document.cookie)).toBe(2);
    removeFromCart(zimax._id);
    expect(cartLinesInCookie(document.cookie)).toBe(1);
    clearCart();
    expect(document.cookie).not.toContain('cart_lines');
    expect(cartLinesInCookie(document.cookie)).toBe(0);
  });

  it('is read out of a Cookie header among others, and only by its own name', () => {
    expect(cartLinesInCookie('lang=bn; cart_lines=3; theme=dark')).toBe(3);
    expect(cartLinesInCookie('old_cart_lines=4')).toBe(0);
    expect(cartLinesInCookie(undefined)).toBe(0);
  });
});
