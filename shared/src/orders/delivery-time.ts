/** The expected-delivery choices a staff contact picks from when accepting (spec §5, §9). */
export const DELIVERY_TIME_CHOICES = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60] as const;
export type DeliveryTimeMinutes = (typeof DELIVERY_TIME_CHOICES)[number];

export const DELIVERY_TIME_PLACEHOLDER = 'Select expected delivery';

/** '{n} min'; empty for 0, which decline and complete store (spec §5). */
export function deliveryTimeLabel(minutes: number): string {
  // Anything that is not a positive count of minutes is "no expected delivery", like 0.
  return Number.isFinite(minutes) && minutes > 0 ? `${minutes} min` : '';
}

export function isDeliveryTimeChoice(minutes: number): minutes is DeliveryTimeMinutes {
  return (DELIVERY_TIME_CHOICES as readonly number[]).includes(minutes);
}
