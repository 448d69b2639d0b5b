import { describe, expect, it } from 'vitest';
import { reminderEmail, reminderSms } from '../src/modules/reminders/texts.js';

const facts = {
  to: 'rahima@example.com',
  patientName: 'Rahima Khatun',
  treatmentName: 'Dermatology',
  doctorName: 'Dr. Amina Chowdhury',
  day: '2026-11-24',
  slotStart: '09:00',
  slotEnd: '09:30',
  roomUrl: 'http://localhost:3000/consultation/b-1',
  timeZone: 'Asia/Dhaka',
};

describe('reminder texts', () => {
  it("keep the product's English date and slot in English", () => {
    expect(reminderSms(facts, 'en')).toBe(
      'Sustho: your Dermatology appointment is on Nov 24, 2026, 09:00 AM - 09:30 AM. Join: http://localhost:3000/consultation/b-1',
    );
  });

  it('write the date and time with Bangla month names and digits in Bangla, e-mail and SMS alike', () => {
    const sms = reminderSms(facts, 'bn');
    expect(sms).toContain('২৪ নভেম্বর, ২০২৬');
    expect(sms).not.toMatch(/Nov|[0-9]:/);
    const mail = reminderEmail(facts, 'bn');
    expect(mail.language).toBe('bn');
    expect(mail.subject).toContain('২৪ নভেম্বর, ২০২৬');
    expect(mail.text).toContain(facts.roomUrl);
  });

  it('name the doctor once and the time with a Bangla period word, never AM/PM', () => {
    const mail = reminderEmail(facts, 'bn');
    expect(mail.text).toContain('ডা. Amina Chowdhury');
    expect(mail.text).not.toContain('Dr.');
    expect(mail.text).toContain('সকাল ৯:০০ - সকাল ৯:৩০');
    expect(`${mail.text}${reminderSms(facts, 'bn')}`).not.toMatch(/AM|PM/);
    expect(reminderEmail(facts, 'en').text).toContain('with Dr. Amina Chowdhury on');
  });
});
