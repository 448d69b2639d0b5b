import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, jobs, orders, prescriptions, users } from '../src/db/schema.js';
import { createUser } from './factories.js';
import { addMember } from './family-fixtures.js';
import { buildTestApp } from './helper.js';
import { createMedicine } from './medicine-fixtures.js';
import {
  DHAKA_ADDRESS,
  issuePrescription,
  moveOrder,
  placeOrder,
  prescribed,
  stockOf,
} from './order-fixtures.js';
import { multipartBody, SAMPLE_PDF } from './records/fixtures.js';

/**
 * Medicine orders (services.md §5, decision 053): the prescription rule, stock, the delivery fee,
 * the order's life one step at a time, and hostile input refused with nothing written.
 */
const { app } = await buildTestApp();
const db = app.db;
const pharmacist = await createUser(app, { name: 'Pharmacist', role: 'pharmacist' });
const admin = await createUser(app, { role: 'admin' });

/** A generic of its own per test, so the catalogue's other medicines never match. */
const generic = () => `Testacillin ${randomUUID().slice(0, 8)}`;

async function orderCount() {
  return (await db.select({ id: orders.id }).from(orders)).length;
}

describe('placing an order', () => {
  it('sells over-the-counter medicine cash on delivery, taking its units from stock', async () => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db, { unitPriceCents: 120, stockUnits: 100 });
    const response = await placeOrder(app, patient, {
      items: [{ medicineId: medicine.id, quantity: 10 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      state: 'placed',
      patientId: patient.user.id,
      patientName: patient.user.name,
      subtotal: 12,
      deliveryFee: 1,
      total: 13,
      currency: 'USD',
      payment: 'cod',
      paid: false,
      holdUntil: null,
      prescriptionId: null,
      hasPrescriptionPhoto: false,
    });
    expect(order.items[0]).toMatchObject({ quantity: 10, unitPrice: 1.2, lineTotal: 12 });
    expect(order.history.map((entry: { state: string }) => entry.state)).toEqual(['placed']);
    expect(await stockOf(app, medicine.id)).toBe(90);
  });

  it('delivers free at PHARMACY_FREE_DELIVERY_FROM', async () => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db, { unitPriceCents: 50 });
    const response = await placeOrder(app, patient, {
      items: [{ medicineId: medicine.id, quantity: 30 }],
    });
    expect(response.json()).toMatchObject({ subtotal: 15, deliveryFee: 0, total: 15 });
  });

  it('quotes checkout the delivery fee the order is charged, and refuses a subtotal that is no amount', async () => {
    const patient = await createUser(app);
    const quote = (subtotal: string) =>
      app.inject({
        url: `/api/orders/delivery-fee?subtotal=${subtotal}`,
        headers: patient.headers,
      });
    expect((await quote('12')).json()).toEqual({
      currency: 'USD',
      subtotal: 12,
      deliveryFee: 1,
      freeFrom: 15,
    });
    expect((await quote('15')).json()).toMatchObject({ deliveryFee: 0 });
    const refused = await quote('-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('subtotal must be an amount from 0 to 10000000');
  });

  it('caps an over-the-counter line at OTC_MAX_UNITS', async () => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db, { brandName: `Otc ${randomUUID().slice(0, 6)}` });
    const response = await placeOrder(app, patient, {
      items: [{ medicineId: medicine.id, quantity: 61 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${medicine.brandName}: at most 60 units of a medicine sold without prescription can be ordered at once`,
    );
  });

  it('refuses more than is in stock, naming what is left, and takes nothing', async () => {
    const patient = await createUser(app);
    const plenty = await createMedicine(db, { stockUnits: 50 });
    const scarce = await createMedicine(db, { stockUnits: 3 });
    const response = await placeOrder(app, patient, {
      items: [
        { medicineId: plenty.id, quantity: 5 },
        { medicineId: scarce.id, quantity: 4 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Only 3 left of ${scarce.brandName}`);
    expect(await stockOf(app, plenty.id)).toBe(50);
  });
});

describe('the prescription rule', () => {
  it('sells a prescription-only medicine only against a prescription', async () => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db, { genericName: generic(), rx: true });
    const response = await placeOrder(app, patient, {
      items: [{ medicineId: medicine.id, quantity: 2 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${medicine.brandName}: this medicine needs a prescription: order it from your prescription or upload a photo of one`,
    );
  });

  it('sells what the prescription prescribes (dose × days), by generic or brand, less earlier orders', async () => {
    const patient = await createUser(app);
    const name = generic();
    const medicine = await createMedicine(db, {
      genericName: name,
      strength: '250 mg',
      rx: true,
      unitPriceCents: 10,
    });
    const prescriptionId = await issuePrescription(app, patient, [
      prescribed({
        name: medicine.brandName,
        strength: '250mg',
        form: 'Tab.',
        dose: '1+1+1',
        durationDays: 5,
      }),
    ]);
    const tooMany = await placeOrder(app, patient, {
      prescriptionId,
      items: [{ medicineId: medicine.id, quantity: 16 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      `${medicine.brandName}: your prescription allows 15 more units`,
    );
    const first = await placeOrder(app, patient, {
      prescriptionId,
      items: [{ medicineId: medicine.id, quantity: 10 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().prescriptionId).toBe(prescriptionId);
    const more = await placeOrder(app, patient, {
      prescriptionId,
      items: [{ medicineId: medicine.id, quantity: 6 }],
    });
    expect(more.json().message).toBe(
      `${medicine.brandName}: your prescription allows 5 more units`,
    );
    // A cancelled order gives its share of the prescription back.
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${first.json()._id}`,
      headers: patient.headers,
    });
    expect(cancelled.json().state).toBe('cancelled');
    const again = await placeOrder(app, patient, {
      prescriptionId,
      items: [{ medicineId: medicine.id, quantity: 15 }],
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("refuses another profile's, a replaced and an expired prescription", async () => {
    const patient = await createUser(app);
    const other = await createUser(app);
    const name = generic();
    const medicine = await createMedicine(db, { genericName: name, rx: true });
    const lines = [prescribed({ name })];
    const items = [{ medicineId: medicine.id, quantity: 1 }];

    const othersId = await issuePrescription(app, other, lines);
    const notMine = await placeOrder(app, patient, { prescriptionId: othersId, items });
    expect(notMine.statusCode).toBe(404);

    const member = await addMember(app, patient);
    const childsId = await issuePrescription(app, patient, lines, { patientId: member._id });
    const forMyself = await placeOrder(app, patient, { prescriptionId: childsId, items });
    expect(forMyself.statusCode).toBe(404);
    const forChild = await placeOrder(app, patient, {
      prescriptionId: childsId,
      patientId: member._id,
      items,
    });
    expect(forChild.statusCode, forChild.body).toBe(201);

    const replacedId = await issuePrescription(app, patient, lines);
    const newerId = await issuePrescription(app, patient, lines);
    await db
      .update(prescriptions)
      .set({ replacedAt: new Date(), replacedBy: newerId })
      .where(eq(prescriptions.id, replacedId));
    const replaced = await placeOrder(app, patient, { prescriptionId: replacedId, items });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().message).toBe(
      'This prescription was replaced by a newer one: order from the new one',
    );

    const oldId = await issuePrescription(app, patient, lines, {
      issuedAt: new Date(Date.now() - 31 * 86_400_000),
    });
    const expired = await placeOrder(app, patient, { prescriptionId: oldId, items });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(
      'This prescription was issued more than 30 days ago: ask your doctor for a new one',
    );
  });

  it('answers the order lines of a prescription, cheapest in stock first', async () => {
    const patient = await createUser(app);
    const name = generic();
    const cheapEmpty = await createMedicine(db, {
      genericName: name,
      unitPriceCents: 5,
      stockUnits: 0,
      rx: true,
    });
    const cheap = await createMedicine(db, { genericName: name, unitPriceCents: 8, rx: true });
    const dear = await createMedicine(db, { genericName: name, unitPriceCents: 20, rx: true });
    const syrup = await createMedicine(db, {
      genericName: name,
      strength: '125 mg/5 ml',
      form: 'syrup',
      unitsPerPack: 1,
      rx: true,
    });
    const prescriptionId = await issuePrescription(app, patient, [
      prescribed({ name, dose: '1+0+1', durationDays: 7 }),
      prescribed({ name, strength: '125 mg/5 ml', form: 'Syrup', dose: '1+1+1' }),
      prescribed({ name: 'Nothing we sell', strength: '1 mg' }),
    ]);
    const response = await app.inject({
      url: `/api/prescriptions/${prescriptionId}/order-lines`,
      headers: patient.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { lines } = response.json();
    expect(lines[0].quantity).toBe(14);
    expect(lines[0].options.map((option: { _id: string }) => option._id)).toEqual([
      cheap.id,
      dear.id,
      cheapEmpty.id,
    ]);
    expect(lines[1]).toMatchObject({ quantity: 1, options: [{ _id: syrup.id }] });
    expect(lines[2]).toMatchObject({ quantity: 0, options: [] });
    const stranger = await createUser(app);
    const refused = await app.inject({
      url: `/api/prescriptions/${prescriptionId}/order-lines`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('a prescription photo', () => {
  const upload = (patient: Awaited<ReturnType<typeof createUser>>, data: Buffer, name: string) => {
    const body = multipartBody({ data, name, type: 'image/jpeg' });
    return app.inject({
      method: 'POST',
      url: '/api/prescription-photos',
      headers: { ...patient.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('refuses HTML renamed .jpg, by its content', async () => {
    const patient = await createUser(app);
    const response = await upload(
      patient,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'rx.jpg',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Only a JPEG, PNG or PDF prescription can be uploaded: this file is not one',
    );
  });

  it('holds the order for a pharmacist, who approves it or rejects it with a reason', async () => {
    const patient = await createUser(app);
    const photo = await upload(patient, SAMPLE_PDF, 'prescription.pdf');
    expect(photo.statusCode, photo.body).toBe(201);
    const medicine = await createMedicine(db, { genericName: generic(), rx: true, stockUnits: 20 });
    const items = [{ medicineId: medicine.id, quantity: 4 }];
    const stranger = await createUser(app);
    const notTheirs = await placeOrder(app, stranger, {
      prescriptionPhotoId: photo.json()._id,
      items,
    });
    expect(notTheirs.statusCode).toBe(404);

    const first = await placeOrder(app, patient, { prescriptionPhotoId: photo.json()._id, items });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      state: 'awaiting_prescription_check',
      hasPrescriptionPhoto: true,
    });
    const seen = await app.inject({
      url: `/api/orders/${first.json()._id}/prescription-photo`,
      headers: pharmacist.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('application/pdf');
    const approved = await moveOrder(app, pharmacist, first.json()._id, { state: 'placed' });
    expect(approved.json().state).toBe('placed');

    const second = await placeOrder(app, patient, { prescriptionPhotoId: photo.json()._id, items });
    const noReason = await moveOrder(app, pharmacist, second.json()._id, { state: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await moveOrder(app, pharmacist, second.json()._id, {
      state: 'cancelled',
      reason: 'The photo is unreadable',
    });
    expect(rejected.json()).toMatchObject({ state: 'cancelled' });
    expect(rejected.json().history.at(-1)).toMatchObject({
      state: 'cancelled',
      reason: 'The photo is unreadable',
    });
    expect(await stockOf(app, medicine.id)).toBe(16);
  });
});

describe("the order's life", () => {
  it('moves one step at a time, told to the patient at each', async () => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db);
    const placed = await placeOrder(app, patient, {
      items: [{ medicineId: medicine.id, quantity: 2 }],
    });
    const id = placed.json()._id;
    const skip = await moveOrder(app, pharmacist, id, { state: 'packed' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('This order is placed: it cannot be moved to packed');
    const byAdmin = await moveOrder(app, admin, id, { state: 'confirmed' });
    expect(byAdmin.statusCode).toBe(403);
    for (const state of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
      const step = await moveOrder(app, pharmacist, id, { state });
      expect(step.statusCode, step.body).toBe(200);
    }
    const order = (await app.inject({ url: `/api/orders/${id}`, headers: patient.headers })).json();
    expect(order.history.map((entry: { state: string }) => entry.state)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'out_for_delivery',
      'delivered',
    ]);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${id}`,
      headers: patient.headers,
    });
    expect(cancel.statusCode).toBe(409);
  });

  it('lets the patient cancel before packing only, giving the units back', async () => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db, { stockUnits: 10 });
    const items = [{ medicineId: medicine.id, quantity: 4 }];
    const early = (await placeOrder(app, patient, { items })).json();
    const late = (await placeOrder(app, patient, { items })).json();
    expect(await stockOf(app, medicine.id)).toBe(2);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${early._id}`,
      headers: patient.headers,
    });
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', refunded: false });
    expect(await stockOf(app, medicine.id)).toBe(6);
    await moveOrder(app, pharmacist, late._id, { state: 'confirmed' });
    await moveOrder(app, pharmacist, late._id, { state: 'packed' });
    const tooLate = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${late._id}`,
      headers: patient.headers,
    });
    expect(tooLate.statusCode).toBe(409);
    const stranger = await createUser(app);
    const notTheirs = await app.inject({
      url: `/api/orders/${late._id}`,
      headers: stranger.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('shows a patient their own orders and a pharmacist the queue, oldest first, by state', async () => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db);
    const first = (
      await placeOrder(app, patient, { items: [{ medicineId: medicine.id, quantity: 1 }] })
    ).json();
    const second = (
      await placeOrder(app, patient, { items: [{ medicineId: medicine.id, quantity: 1 }] })
    ).json();
    await moveOrder(app, pharmacist, second._id, { state: 'confirmed' });
    const own = (await app.inject({ url: '/api/orders', headers: patient.headers })).json();
    expect(own.map((order: { _id: string }) => order._id)).toEqual([second._id, first._id]);
    const queue = (
      await app.inject({ url: '/api/orders?state=confirmed', headers: pharmacist.headers })
    ).json();
    expect(queue.every((order: { state: string }) => order.state === 'confirmed')).toBe(true);
    expect(queue.map((order: { _id: string }) => order._id)).toContain(second._id);
    const all = (await app.inject({ url: '/api/orders', headers: pharmacist.headers })).json();
    const times = all.map((order: { createdAt: string }) => order.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('lets a pharmacist read the prescription an order cites, audited; not an admin', async () => {
    const patient = await createUser(app);
    const name = generic();
    const medicine = await createMedicine(db, { genericName: name, rx: true });
    const prescriptionId = await issuePrescription(app, patient, [prescribed({ name })]);
    const order = (
      await placeOrder(app, patient, {
        prescriptionId,
        items: [{ medicineId: medicine.id, quantity: 2 }],
      })
    ).json();
    const read = await app.inject({
      url: `/api/orders/${order._id}/prescription`,
      headers: pharmacist.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()._id).toBe(prescriptionId);
    const audited = await db.select().from(auditLog).where(eq(auditLog.targetId, patient.user.id));
    expect(
      audited.some((entry) => (entry.details as { orderId?: string }).orderId === order._id),
    ).toBe(true);
    const byAdmin = await app.inject({
      url: `/api/orders/${order._id}/prescription`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(403);
  });
});

describe('hostile input: a clear 4xx, nothing written', () => {
  it.each([
    ['quantity 0', 0],
    ['quantity -1', -1],
    ['quantity 10^9', 1e9],
    ['a fractional quantity', 1.5],
  ])('%s', async (_, quantity) => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db);
    const before = await orderCount();
    const response = await placeOrder(app, patient, {
      items: [{ medicineId: medicine.id, quantity }],
    });
    expect(response.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('1,000 lines, unknown medicine ids, an unknown district', async () => {
    const patient = await createUser(app);
    const medicine = await createMedicine(db);
    const before = await orderCount();
    const many = await placeOrder(app, patient, {
      items: Array.from({ length: 1000 }, () => ({ medicineId: randomUUID(), quantity: 1 })),
    });
    expect(many.statusCode).toBe(400);
    const unknown = await placeOrder(app, patient, {
      items: [
        { medicineId: medicine.id, quantity: 1 },
        { medicineId: randomUUID(), quantity: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    const nowhere = await placeOrder(app, patient, {
      items: [{ medicineId: medicine.id, quantity: 1 }],
      address: {
        recipient: 'A',
        phone: '01712345678',
        line: 'x',
        area: 'y',
        district: 'Atlantis' as 'Dhaka',
      },
    });
    expect(nowhere.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(app, medicine.id)).toBe(1000);
  });

  it('staff cannot order as patients', async () => {
    const medicine = await createMedicine(db);
    const response = await placeOrder(app, pharmacist, {
      items: [{ medicineId: medicine.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a family member removed', () => {
  it("cancels the member's orders not yet packed, their units back in stock; a packed one goes on", async () => {
    const patient = await createUser(app);
    const member = await addMember(app, patient);
    const medicine = await createMedicine(db, { stockUnits: 100 });
    const items = [{ medicineId: medicine.id, quantity: 5 }];
    const placed = (await placeOrder(app, patient, { items, patientId: member._id })).json();
    const packed = (await placeOrder(app, patient, { items, patientId: member._id })).json();
    for (const state of ['confirmed', 'packed'])
      expect((await moveOrder(app, pharmacist, packed._id, { state })).statusCode).toBe(200);
    const own = (await placeOrder(app, patient, { items })).json();

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/family/${member._id}`,
      headers: patient.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const stateOf = async (id: string) =>
      (await app.inject({ url: `/api/orders/${id}`, headers: patient.headers })).json().state;
    expect(await stateOf(placed._id)).toBe('cancelled');
    expect(await stateOf(packed._id)).toBe('packed');
    expect(await stateOf(own._id)).toBe('placed');
    expect(await stockOf(app, medicine.id)).toBe(90);
  });
});

describe('the step messages', () => {
  it("tell a Bangla account each step in Bangla, by SMS to the address's phone and by e-mail", async () => {
    const patient = await createUser(app);
    await db.update(users).set({ language: 'bn' }).where(eq(users.id, patient.user.id));
    const medicine = await createMedicine(db);
    // A phone of its own: the SMS daily cap counts every text to the fixtures' shared number.
    const phone = `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const placed = (
      await placeOrder(app, patient, {
        items: [{ medicineId: medicine.id, quantity: 1 }],
        address: { ...DHAKA_ADDRESS, phone },
      })
    ).json();
    await moveOrder(app, pharmacist, placed._id, { state: 'confirmed' });
    const queued = await db.select().from(jobs);
    const about = (kind: string) =>
      queued
        .filter(
          (job) =>
            job.kind === kind &&
            JSON.stringify(job.payload).includes(placed._id.slice(0, 8).toUpperCase()),
        )
        .map((job) => JSON.stringify(job.payload));
    const sms = about('sms');
    expect(sms.some((text) => text.includes('একজন ফার্মাসিস্ট আপনার অর্ডার নিশ্চিত করেছেন।'))).toBe(
      true,
    );
    expect(sms.every((text) => text.includes(`+88${phone}`))).toBe(true);
    expect(about('mail').some((text) => text.includes('আপনার অর্ডার পেয়েছি।'))).toBe(true);
  });
});
