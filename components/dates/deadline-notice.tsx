'use client';

import type { ReactNode } from 'react';
import { isPast } from '@/lib/calendar/dates';
import { useClientValue } from '@/lib/hooks/use-client-value';

interface DeadlineNoticeProps {
  /** ISO instant with offset. */
  deadline: string;
  /** Whether the deadline had passed when the page was built; a passed deadline stays passed. */
  pastAtBuild: boolean;
  /** Shown once the deadline has passed. */
  ended: ReactNode;
  /** Shown while the offer runs. */
  running: ReactNode;
}

/** Switches between the running and the ended notice of an offer at visit time. */
export function DeadlineNotice({ deadline, pastAtBuild, ended, running }: DeadlineNoticeProps) {
  const past = useClientValue<boolean | null>(
    () => isPast(new Date(deadline), new Date()),
    pastAtBuild ? true : null,
  );
  if (past === null) return null;
  return <>{past ? ended : running}</>;
}
