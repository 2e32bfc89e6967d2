import { render } from '@testing-library/react';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';

describe('JSON-LD components', () => {
  it('render one escaped ld+json script with its own id', () => {
    const { container } = render(
      <BreadcrumbJsonLd items={[{ name: 'Startseite', path: '/' }, { name: '</script><script>alert(1)</script>' }]} />,
    );
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.id).toBe('jsonld-breadcrumb');
    const json = scripts[0]?.innerHTML ?? '';
    expect(json).not.toMatch(/<\/script/i);
    expect(JSON.parse(json).itemListElement[1].name).toBe('</script><script>alert(1)</script>');
  });
});
