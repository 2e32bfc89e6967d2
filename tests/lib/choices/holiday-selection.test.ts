import {
  HOLIDAY_SELECTION_KEY,
  parseHolidaySelection,
  readHolidaySelection,
  subscribeHolidaySelection,
  writeHolidaySelection,
} from '@/lib/choices/holiday-selection';

describe('holiday-course selection (spec §3 selectedSummerCourse, §4)', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorLog.mockRestore());

  it('stores the choice with a timestamp and reads it back', () => {
    writeHolidaySelection({ id: 2, title: 'Roblox Studio: ein eigenes Spiel bauen', price: 159 });
    const stored = JSON.parse(localStorage.getItem(HOLIDAY_SELECTION_KEY) ?? 'null');
    expect(stored).toMatchObject({ id: 2, title: 'Roblox Studio: ein eigenes Spiel bauen', price: 159 });
    expect(typeof stored.timestamp).toBe('number');
    expect(readHolidaySelection()).toEqual(stored);
  });

  it('removes it for the empty choice', () => {
    writeHolidaySelection({ id: 1, title: 'Minecraft', price: 159 });
    writeHolidaySelection(null);
    expect(localStorage.getItem(HOLIDAY_SELECTION_KEY)).toBeNull();
    expect(readHolidaySelection()).toBeNull();
  });

  it('tells subscribers of this page, and of other tabs through the storage event, until they unsubscribe', () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeHolidaySelection(onChange);
    writeHolidaySelection({ id: 3, title: 'Internet-Führerschein', price: 159 });
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: HOLIDAY_SELECTION_KEY }));
    expect(onChange).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeHolidaySelection(null);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['not JSON', '{kaputt'],
    ['a string id', '{"id":"2","title":"Roblox","price":159,"timestamp":1}'],
    ['no title', '{"id":2,"price":159,"timestamp":1}'],
    ['a price that is no number', '{"id":2,"title":"Roblox","price":"159","timestamp":1}'],
    ['no timestamp', '{"id":2,"title":"Roblox","price":159}'],
    ['null', 'null'],
    ['an array', '[2]'],
  ])('ignores and logs a stored value with %s', (_case, raw) => {
    expect(parseHolidaySelection(raw)).toBeNull();
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('Ferienkurs-Auswahl ist ungültig'));
  });

  it('logs one bad value once, however many readers parse it', () => {
    parseHolidaySelection('{"id":1.5}');
    parseHolidaySelection('{"id":1.5}');
    expect(errorLog).toHaveBeenCalledTimes(1);
  });

  it('has nothing to log for no stored value', () => {
    expect(parseHolidaySelection(null)).toBeNull();
    expect(errorLog).not.toHaveBeenCalled();
  });
});
