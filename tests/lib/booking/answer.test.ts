import { bookingAnswer, BOOKING_MAILED } from '@/lib/booking/answer';

describe('the embedded outbox’s answer to a booking', () => {
  it.each([
    [`OK: CS-7KQ4M2XD${BOOKING_MAILED}`, { number: 'CS-7KQ4M2XD', mailed: true }],
    ['OK: CS-7KQ4M2XD', { number: 'CS-7KQ4M2XD', mailed: false }],
    // EmailJS, or an answer the wizard does not know: no number, nothing promised.
    ['OK', { mailed: false }],
    [undefined, { mailed: false }],
    ['OK: CS-7KQ4M2X', { mailed: false }],
  ])('%j reads as %j', (text, read) => {
    expect(bookingAnswer(text)).toEqual(read);
  });
});
