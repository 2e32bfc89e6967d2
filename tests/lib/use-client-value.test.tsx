import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useClientValue } from '@/lib/hooks/use-client-value';

// The tests run in this order on purpose: the hook remembers, per page load (here: per test file), that the first
// hydration is over.

function probe(renders: string[], compute: () => string) {
  return function Probe() {
    const value = useClientValue(compute, 'server');
    renders.push(value);
    return <p>{value}</p>;
  };
}

describe('useClientValue', () => {
  it('hydrates the server HTML with the server value, without a mismatch, then shows the browser’s value', async () => {
    const renders: string[] = [];
    const Probe = probe(renders, () => 'browser');
    const container = document.createElement('div');
    container.innerHTML = '<p>server</p>';
    document.body.append(container);
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError: recoverable }));

    expect(recoverable).not.toHaveBeenCalled();
    expect(renders).toEqual(['server', 'browser']);
    expect(container).toHaveTextContent('browser');
    act(() => root.unmount());
    container.remove();
  });

  it('computes again on every later render, as a value read from the browser should', () => {
    let stored = 'first';
    const renders: string[] = [];
    const Probe = probe(renders, () => stored);
    const { rerender, container } = render(<Probe />);
    stored = 'second';
    rerender(<Probe />);
    expect(container).toHaveTextContent('second');
  });

  it('after the first hydration (a client navigation), a new component shows the browser’s value in its first render', () => {
    const renders: string[] = [];
    const Probe = probe(renders, () => 'browser');
    const { container } = render(<Probe />);
    expect(renders).toEqual(['browser']);
    expect(container).toHaveTextContent('browser');
  });
});
