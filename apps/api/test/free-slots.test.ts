import { describe, expect, it } from 'vitest';
import { freeSlotStarts } from '../src/modules/catalog/free-slots.js';

describe('freeSlotStarts', () => {
  it('offers every whole slot of each interval, in time order', () => {
    expect(freeSlotStarts(['14:00-15:15', '09:00-10:00'], [], 30)).toEqual([
      '09:00',
      '09:30',
      '14:00',
      '14:30',
    ]);
  });

  it('leaves out a slot any taken stretch overlaps, but not one it only touches', () => {
    expect(freeSlotStarts(['09:00-11:00'], ['09:30-10:00', '10:15-10:45'], 30)).toEqual(['09:00']);
    expect(freeSlotStarts(['09:00-10:00'], ['08:30-09:00', '10:00-10:30'], 30)).toEqual([
      '09:00',
      '09:30',
    ]);
  });

  it('offers nothing on a day without hours', () => {
    expect(freeSlotStarts([], [], 30)).toEqual([]);
  });
});
