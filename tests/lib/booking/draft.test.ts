import { BOOKING_DRAFT_KEY, clearBookingDraft, parseBookingDraft, readBookingDraft, saveBookingDraft } from '@/lib/booking/draft';
import { EMPTY_BOOKING } from '@/lib/booking/form-data';
import { validBooking } from './fixtures';

describe('booking draft', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('saves every field and the step as bookingFormData and reads them back', () => {
    saveBookingDraft({ data: validBooking, step: 3 });
    expect(JSON.parse(window.sessionStorage.getItem(BOOKING_DRAFT_KEY) ?? '{}')).toEqual({ ...validBooking, step: 3 });
    expect(readBookingDraft()).toEqual({ data: validBooking, step: 3 });
  });

  it('keeps the trial a booking comes from (the recommendation’s link) with the draft, and only a token’s shape', () => {
    const trialOrigin = `2f1c9a1e-6a0b-4c3e-9d52-7e3f0b8a1c44.${'A'.repeat(43)}`;
    saveBookingDraft({ data: validBooking, step: 2, trialOrigin });
    expect(readBookingDraft()).toEqual({ data: validBooking, step: 2, trialOrigin });
    expect(parseBookingDraft(JSON.stringify({ step: 1, trialOrigin: '<script>' }))).toEqual({ data: EMPTY_BOOKING, step: 1 });
  });

  it('clears the draft', () => {
    saveBookingDraft({ data: validBooking, step: 1 });
    clearBookingDraft();
    expect(window.sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
    expect(readBookingDraft()).toBeNull();
  });

  it('takes known fields of the right type and ignores everything else', () => {
    const raw = JSON.stringify({ parentFirstName: 'Anna', studentAge: 9, termsAccepted: 'ja', extra: '<script>', step: 7 });
    expect(parseBookingDraft(raw)).toEqual({ data: { ...EMPTY_BOOKING, parentFirstName: 'Anna' }, step: 0 });
  });

  it.each(['{kaputt', 'null', '42', '"text"'])('ignores an unreadable draft: %s', (raw) => {
    expect(parseBookingDraft(raw)).toBeNull();
  });
});
