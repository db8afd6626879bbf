import { describe, expect, it } from 'vitest';
import { clickedTime, openingScrollTop, remPxOf, sidewaysShift } from './grid-layout.ts';

const rows = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

describe('remPxOf', () => {
  it('reads the root font size, 16 px when it cannot', () => {
    expect(remPxOf('16px')).toBe(16);
    expect(remPxOf('20px')).toBe(20);
    expect(remPxOf('')).toBe(16);
    expect(remPxOf('0px')).toBe(16);
  });
});

describe('openingScrollTop', () => {
  it('opens a row above the current-time line, never above the top', () => {
    expect(openingScrollTop(undefined, 16)).toBe(0);
    expect(openingScrollTop(21, 16)).toBe(14 * 16);
    expect(openingScrollTop(3, 16)).toBe(0);
  });
});

describe('sidewaysShift', () => {
  it('leaves a column already in view where it is', () => {
    expect(sidewaysShift({ left: 56, right: 168 }, 56, 400)).toBe(0);
    expect(sidewaysShift({ left: 55.5, right: 400.5 }, 56, 400)).toBe(0);
  });

  it('brings a column out of view to the hours’ edge', () => {
    expect(sidewaysShift({ left: 500, right: 612 }, 56, 400)).toBe(444);
    expect(sidewaysShift({ left: -60, right: 52 }, 56, 400)).toBe(-116);
  });
});

describe('clickedTime', () => {
  it('names the time under a click, snapped down to 15 minutes', () => {
    expect(clickedTime(0, 0, 16, rows)).toBe('08:00');
    expect(clickedTime(1, 56, 16, rows)).toBe('09:30');
    expect(clickedTime(2, 111, 16, rows)).toBe('10:45');
  });

  it('stays inside the rows', () => {
    expect(clickedTime(10, 111, 16, rows)).toBe('18:45');
  });
});
