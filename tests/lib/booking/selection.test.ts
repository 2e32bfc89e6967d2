import {
  BOOKING_SELECTION_EVENT,
  BOOKING_SELECTION_KEY,
  EMPTY_SELECTION,
  parseBookingSelection,
  readBookingSelection,
  resetBookingSelection,
  subscribeBookingSelection,
  updateBookingSelection,
} from '@/lib/booking/selection';
import { writeConsent } from '@/lib/choices/consent';

const stored = () => JSON.parse(window.sessionStorage.getItem(BOOKING_SELECTION_KEY) ?? 'null');

describe('booking selection store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetBookingSelection();
  });

  it('starts empty', () => {
    expect(readBookingSelection()).toEqual(EMPTY_SELECTION);
  });

  it('stores each change, keeps the rest and tells subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeBookingSelection(listener);
    updateBookingSelection({ packageId: '12m' });
    updateBookingSelection({ courseId: 3, slots: ['mo-1515', 'mi-1745'] });
    updateBookingSelection({ month: '2027-01' });
    const expected = { packageId: '12m', courseId: 3, slots: ['mo-1515', 'mi-1745'], month: '2027-01' };
    expect(readBookingSelection()).toEqual(expected);
    expect(stored()).toEqual(expected);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    updateBookingSelection({ month: '2027-02' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('returns the same object until something changes', () => {
    updateBookingSelection({ packageId: '3m' });
    expect(readBookingSelection()).toBe(readBookingSelection());
  });

  it('reset forgets the selection in memory and in storage', () => {
    updateBookingSelection({ packageId: '6m' });
    const listener = jest.fn();
    window.addEventListener(BOOKING_SELECTION_EVENT, listener);
    resetBookingSelection();
    expect(readBookingSelection()).toEqual(EMPTY_SELECTION);
    expect(window.sessionStorage.getItem(BOOKING_SELECTION_KEY)).toBeNull();
    expect(listener).toHaveBeenCalled();
    window.removeEventListener(BOOKING_SELECTION_EVENT, listener);
  });

  it("after 'Ablehnen' keeps the choice on screen but stores nothing again", () => {
    updateBookingSelection({ packageId: 'plus' });
    writeConsent('declined');
    expect(window.sessionStorage.getItem(BOOKING_SELECTION_KEY)).toBeNull();
    expect(readBookingSelection().packageId).toBe('plus');
    updateBookingSelection({ courseId: 1 });
    expect(readBookingSelection()).toMatchObject({ packageId: 'plus', courseId: 1 });
    expect(window.sessionStorage.getItem(BOOKING_SELECTION_KEY)).toBeNull();
  });

  it('parses a stored selection and logs and ignores a malformed one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseBookingSelection(JSON.stringify({ packageId: '3m', courseId: null, slots: [], month: null }))).toEqual({
      packageId: '3m',
      courseId: null,
      slots: [],
      month: null,
    });
    expect(parseBookingSelection(null)).toBeNull();
    expect(parseBookingSelection('{kaputt')).toBeNull();
    expect(parseBookingSelection(JSON.stringify({ packageId: 3, courseId: null, slots: [], month: null }))).toBeNull();
    expect(parseBookingSelection(JSON.stringify({ packageId: null, courseId: 'x', slots: 'mo', month: null }))).toBeNull();
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
