import { focusInView } from '@/lib/ui/focus';

function element(top: number, bottom: number) {
  const el = document.createElement('h2');
  el.tabIndex = -1;
  document.body.append(el);
  el.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  el.scrollIntoView = jest.fn();
  return el;
}

describe('focusInView', () => {
  afterEach(() => document.body.replaceChildren());

  it('focuses without scrolling when the element is already in view', () => {
    const el = element(200, 240);
    focusInView(el);
    expect(el).toHaveFocus();
    expect(el.scrollIntoView).not.toHaveBeenCalled();
  });

  it('centres an element below the fold', () => {
    const el = element(window.innerHeight - 10, window.innerHeight + 30);
    focusInView(el);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('with toTop moves even a visible element up, so what follows it shows too', () => {
    const el = element(window.innerHeight - 60, window.innerHeight - 20);
    focusInView(el, { toTop: true });
    expect(el).toHaveFocus();
    expect(el.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });
});
