import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { locationStore } from '../../store';
import { useTestDependencies } from '../../testing/deps';
import { testLocation } from '../../testing/fixtures';
import { testOrderSettings } from '../../testing/order-adapters';
import { onClock, paidOrder, seedOrderLocation } from '../../testing/orders';
import { sweepOrders } from './sweep';

// SNS bills a text by the part: 160 GSM characters in one, 153 a part beyond, but 70 (67) once a
// single character is outside the GSM alphabet. The staff texts of an order, new order and
// reminder, with a link on a CloudFront domain as deployed (the link is about 140 characters).

const DEPLOYED_SITE = 'https://d111111abcdef8.cloudfront.net';
const HALF_WINDOW_MS = 300_000;

const deps = useTestDependencies(seedOrderLocation);

/** The texts Desk 1 gets for an order of the hotel as changed, paid and left unanswered. */
async function textsOfAnOrder(hotel: Parameters<typeof testLocation>[0] = {}) {
  await locationStore.put(deps.store, testLocation(hotel));
  const { deps: onTime, clock } = onClock(deps);
  const deployed = {
    ...onTime,
    orderSettings: testOrderSettings({ siteUrl: () => DEPLOYED_SITE }),
  };
  await paidOrder(deployed);
  clock.advance(HALF_WINDOW_MS);
  await sweepOrders(deployed);
  const texts = deps.notifier.sent.filter((sms) => sms.phoneNumber === '+4520112233');
  expect(texts.map((sms) => sms.reference.split(' ').at(-1))).toEqual(['paid', 'reminder']);
  return texts.map((sms) => sms.text);
}

const billed = (text: string) => {
  const message = new SegmentedMessage(text);
  return { encoding: message.encodingName, parts: message.segmentsCount };
};

describe('the staff texts of an order', () => {
  it('take 2 parts each, in the GSM alphabet, for Hotel Nord in Copenhagen', async () => {
    const [paid, reminder] = await textsOfAnOrder();
    expect(paid).toMatch(/^Inroom: new order #1 for Hotel Nord, 2 items, 280\.00 kr, room 412\./);
    expect(billed(paid!)).toEqual({ encoding: 'GSM-7', parts: 2 });
    expect(billed(reminder!)).toEqual({ encoding: 'GSM-7', parts: 2 });
  });

  it('write a name typed with typographic marks and accents in the GSM alphabet', async () => {
    const name = 'Hôtel d’Angleterre – Spa';
    const [paid, reminder] = await textsOfAnOrder({ name });
    expect(paid).toContain("for Hotel d'Angleterre - Spa, 2 items");
    expect(reminder).toContain("for Hotel d'Angleterre - Spa still waiting");
    expect(billed(paid!)).toEqual({ encoding: 'GSM-7', parts: 2 });
    expect(billed(reminder!)).toEqual({ encoding: 'GSM-7', parts: 2 });
    // As typed, the same text would go as UCS-2 in twice the parts.
    expect(billed(paid!.replace("Hotel d'Angleterre - Spa", name))).toEqual({
      encoding: 'UCS-2',
      parts: 4,
    });
  });

  it('give the currency’s code where its symbol is outside the alphabet', async () => {
    const [paid] = await textsOfAnOrder({ countryId: 'PL', city: 'Kraków' });
    expect(paid).toContain(', 2 items, 280.00 PLN, room 412.');
    expect(billed(paid!)).toEqual({ encoding: 'GSM-7', parts: 2 });
  });

  it('keep a name in another script as it is', async () => {
    const name = 'Ξενοδοχείο Ακρόπολη';
    const [paid] = await textsOfAnOrder({ name, countryId: 'GR' });
    expect(paid).toContain(`for ${name}, 2 items, 280.00 €, room 412.`);
    expect(billed(paid!).encoding).toBe('UCS-2');
  });
});
