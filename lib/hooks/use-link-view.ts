'use client';

import { useCallback, useEffect, useState } from 'react';

export type LinkProblem = 'too-many' | 'unavailable';

const tokenFromAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * The pages behind the links in a parent's mail (components/trial/): reads the token from the address, asks `api` what
 * it stands for, and posts the page's button with the token. The server decides everything; a failed request keeps
 * what the page showed and says why (`problem`).
 */
export function useLinkView<V extends { state: string }>(api: string) {
  const [view, setView] = useState<V | { state: 'loading' }>({ state: 'loading' });
  const [problem, setProblem] = useState<LinkProblem | undefined>(undefined);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const token = tokenFromAddress();
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView({ state: 'invalid' } as V);
      return;
    }
    fetch(`${api}?token=${encodeURIComponent(token)}`, { cache: 'no-store' })
      .then(async (response) => {
        if (response.status === 429) return setProblem('too-many');
        if (!response.ok && response.status !== 404) return setProblem('unavailable');
        setView((await response.json()) as V);
      })
      .catch(() => setProblem('unavailable'));
  }, [api]);

  const act = useCallback(
    async (body: Record<string, string> = {}) => {
      setSending(true);
      setProblem(undefined);
      try {
        const response = await fetch(api, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, token: tokenFromAddress() }),
        });
        if (response.status === 429) setProblem('too-many');
        else if (!response.ok) setProblem('unavailable');
        else setView((await response.json()) as V);
      } catch {
        setProblem('unavailable');
      } finally {
        setSending(false);
      }
    },
    [api],
  );

  return { view, problem, sending, act };
}
