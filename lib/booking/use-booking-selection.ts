'use client';

import { useSyncExternalStore } from 'react';
import {
  EMPTY_SELECTION,
  readBookingSelection,
  subscribeBookingSelection,
  type BookingSelection,
} from './selection';

const serverSelection = () => EMPTY_SELECTION;

/** The shared booking selection; empty in the server HTML, the stored one right after hydration. */
export function useBookingSelection(): BookingSelection {
  return useSyncExternalStore(subscribeBookingSelection, readBookingSelection, serverSelection);
}
