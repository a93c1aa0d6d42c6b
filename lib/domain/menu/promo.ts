import { percentOf, type Minor } from "../money/minor";

/** What a brand file says of a product's promotion: a promo price, a percent off, both or neither. */
export interface Promotion {
  price: Minor | null;
  percent: number | null;
}

/**
 * What the product costs on promotion where it sells at `price` (a branch may set its own price). A stated
 * percent is the truth the menu badge shows, so the price follows from it: `percent` % off, to the nearest
 * minor unit of the currency, halves up (15 % off 11.000 COP is 9.350; 15 % off 24 PEN is 20,40). Without a
 * percent, the stated promo price; null when the product is not on promotion.
 */
export function promoPrice(price: Minor, promotion: Promotion): Minor | null {
  if (promotion.percent) return percentOf(price, 100 - promotion.percent);
  return promotion.price;
}
