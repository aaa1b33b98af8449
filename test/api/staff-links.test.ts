import { EMPTY_GUID, type Order } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { expectError, expectOk, useTestStack } from '../support/api';
import {
  changeHotelContacts,
  endedHoursAgo,
  everyStaffCall,
  HOTEL_RECEPTION,
  HOTEL_ROOM_SERVICE,
  paidOrderWithLinks,
  staffCaller,
  staffList,
  staffPost,
  type StaffCaller,
} from '../support/orders';

// Staff links over HTTP against the embedded stack (issue 13): a link works while its order is the
// staff's to answer or deliver and for a day after it ended, shows only its contact's orders, and
// dies with its contact.

const stack = useTestStack();

/** The messages of the answers, each checked to be a 403. */
const refusals = async (answers: Response[]) =>
  (await Promise.all(answers.map((answer) => expectError(answer, 403)))).map(
    (error) => error.message,
  );

const contactOf = (caller: StaffCaller) =>
  stack.request(`/api/locationcontact/get/${caller.id}/${caller.phoneNumber}?t=${caller.token}`);

/** A contact of the demo hotel the back office adds, on a number of its own. */
const newContact = (name: string, phoneNumber: string) => ({
  id: EMPTY_GUID,
  name,
  countryCode: '45',
  phoneNumber,
  isActive: true,
});

describe('a staff link', () => {
  it('is 403 for every staff call a day after its order is over; the guest still reads the order', async () => {
    const { guest, order, links } = await paidOrderWithLinks(stack);
    const reception = staffCaller(links.get(HOTEL_RECEPTION)!);
    const roomService = staffCaller(links.get(HOTEL_ROOM_SERVICE)!);
    await expectOk(
      staffPost(stack, '/api/order/accept', { ...reception, expectedDeliveryTimeMinutes: 15 }),
    );
    await expectOk(staffPost(stack, '/api/order/complete', roomService));

    // The same day: the order is there to look back at, with no token to act on it.
    const listed = await expectOk<Order[]>(staffList(stack, reception));
    const over = listed.find((each) => each.id === order.id);
    expect(over).toMatchObject({ status: 5 });
    expect(over).not.toHaveProperty('staffToken');
    await expectOk(contactOf(roomService));

    await endedHoursAgo(stack, order.id, 25);
    for (const caller of [reception, roomService])
      expect(await refusals(await everyStaffCall(stack, caller))).toEqual(
        Array(5).fill('This order link has expired'),
      );
    // The guest's page is by the order's id (spec §6), not by a link.
    expect((await guest.get(order.id)).status).toBe(5);
  });

  it('lists only the orders texted to its phone, with tokens only for those awaiting or accepted', async () => {
    const NIGHT_DESK = '4550112233';
    const texted = [NIGHT_DESK];
    const beforeJoining = await paidOrderWithLinks(stack, { room: '901' });
    await changeHotelContacts(stack, (contacts) => [
      ...contacts,
      newContact('Night desk', '50112233'),
    ]);
    const nightDesk = (paid: { links: Map<string, URL> }) =>
      staffCaller(paid.links.get(NIGHT_DESK)!);

    const longOver = await paidOrderWithLinks(stack, { room: '904' }, texted);
    await expectOk(staffPost(stack, '/api/order/decline', nightDesk(longOver)));
    await endedHoursAgo(stack, longOver.order.id, 25);
    const declined = await paidOrderWithLinks(stack, { room: '903' }, texted);
    await expectOk(staffPost(stack, '/api/order/decline', nightDesk(declined)));
    const accepted = await paidOrderWithLinks(stack, { room: '905' }, texted);
    await expectOk(
      staffPost(stack, '/api/order/accept', {
        ...nightDesk(accepted),
        expectedDeliveryTimeMinutes: 20,
      }),
    );
    const awaiting = await paidOrderWithLinks(stack, { room: '902' }, texted);

    const listed = await expectOk<Order[]>(staffList(stack, nightDesk(awaiting)));
    expect(listed.map((each) => [each.room, each.status, each.staffToken])).toEqual([
      ['902', 2, nightDesk(awaiting).token],
      ['905', 3, nightDesk(accepted).token],
      ['903', 4, undefined],
    ]);
    // Another order's token opens that order, for this phone only.
    const acceptedToken = listed[1]!.staffToken!;
    await expectOk(
      contactOf({ ...nightDesk(awaiting), id: accepted.order.id, token: acceptedToken }),
    );
    const reception = staffCaller(beforeJoining.links.get(HOTEL_RECEPTION)!);
    await expectError(
      contactOf({ ...reception, id: accepted.order.id, token: acceptedToken }),
      403,
    );

    // Reception was texted the first one too; nobody sees the order that ended over a day ago.
    const rooms = (await expectOk<Order[]>(staffList(stack, reception))).map((each) => each.room);
    expect(rooms).toEqual(expect.arrayContaining(['901', '902', '903', '905']));
    expect(rooms).not.toContain('904');
  });

  it('of a contact made inactive is 403 for every staff call', async () => {
    const BAR = '4560112233';
    await changeHotelContacts(stack, (contacts) => [...contacts, newContact('Bar', '60112233')]);
    const { links } = await paidOrderWithLinks(stack, {}, [HOTEL_RECEPTION, BAR]);
    const bar = staffCaller(links.get(BAR)!);
    await expectOk(contactOf(bar));
    await changeHotelContacts(stack, (contacts) =>
      contacts.map((contact) =>
        contact.name === 'Bar' ? { ...contact, isActive: false } : contact,
      ),
    );
    expect(await refusals(await everyStaffCall(stack, bar))).toEqual(
      Array(5).fill('This phone is not an active contact of the location'),
    );
    // The other contacts' links to the same order still work.
    await expectOk(contactOf(staffCaller(links.get(HOTEL_RECEPTION)!)));
  });

  it('of a contact removed is 403 for every staff call', async () => {
    const POOL = '4542112233';
    await changeHotelContacts(stack, (contacts) => [...contacts, newContact('Pool', '42112233')]);
    const { links } = await paidOrderWithLinks(stack, {}, [HOTEL_ROOM_SERVICE, POOL]);
    const pool = staffCaller(links.get(POOL)!);
    await expectOk(contactOf(pool));
    await changeHotelContacts(stack, (contacts) =>
      contacts.filter((contact) => contact.name !== 'Pool'),
    );
    expect(await refusals(await everyStaffCall(stack, pool))).toEqual(
      Array(5).fill('This phone is not an active contact of the location'),
    );
    await expectOk(contactOf(staffCaller(links.get(HOTEL_ROOM_SERVICE)!)));
  });
});
