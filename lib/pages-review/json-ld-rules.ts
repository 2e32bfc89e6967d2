/*
 * The properties Google requires for a rich result of each structured-data type the site emits (or may emit), from
 * Google Search Central's documentation of that feature. Only required properties: recommended ones are the team's
 * choice, and a type Google has no rich result for (Organization has no required property at all) gets no rule.
 */

type Item = Record<string, unknown>;

/** A type's rule: the paths of the required properties `item` lacks. */
type Rule = (item: Item) => string[];

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property's values: schema.org allows one value or a list for every property. */
function values(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function present(item: unknown, key: string): boolean {
  if (!isItem(item)) return false;
  return values(item[key]).some((value) => value !== '' && !(isItem(value) && Object.keys(value).length === 0));
}

/** `keys` that `item` lacks, as paths below `at`. */
function lacking(item: unknown, keys: string[], at: string): string[] {
  return keys.filter((key) => !present(item, key)).map((key) => `${at}${key}`);
}

/** Each value of `item[key]` with its path, e.g. `hasCourseInstance[1].`; the index only when there are several. */
function each(item: Item, key: string): [unknown, string][] {
  const list = values(item[key]);
  return list.map((value, index) => [value, list.length > 1 ? `${key}[${index}].` : `${key}.`]);
}

export const JSON_LD_RULES: Record<string, { doc: string; rule: Rule }> = {
  BreadcrumbList: {
    doc: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    // Each ListItem: position and name; item (the URL) on all but the last, the page itself.
    rule: (list) => {
      const items = each(list, 'itemListElement');
      if (items.length === 0) return ['itemListElement'];
      return items.flatMap(([element, at], index) => {
        const named = present(element, 'name') || (isItem(element) && present(element.item, 'name'));
        return [
          ...lacking(element, ['position'], at),
          ...(named ? [] : [`${at}name`]),
          ...(index < items.length - 1 ? lacking(element, ['item'], at) : []),
        ];
      });
    },
  },
  Course: {
    // Course info: the course, its provider, an offer with its category, and each instance's mode and schedule.
    doc: 'https://developers.google.com/search/docs/appearance/structured-data/course-info',
    rule: (course) => [
      ...lacking(course, ['name', 'description', 'provider', 'offers', 'hasCourseInstance'], ''),
      ...each(course, 'offers').flatMap(([offer, at]) => lacking(offer, ['category'], at)),
      ...each(course, 'hasCourseInstance').flatMap(([instance, at]) => [
        ...lacking(instance, ['courseMode'], at),
        ...(present(instance, 'courseSchedule') || present(instance, 'courseWorkload') ? [] : [`${at}courseSchedule`]),
        ...(isItem(instance)
          ? each(instance, 'courseSchedule').flatMap(([schedule, inner]) => lacking(schedule, ['repeatFrequency', 'repeatCount'], `${at}${inner}`))
          : []),
      ]),
    ],
  },
  ItemList: {
    // A carousel of summary pages: each ListItem with its position and the URL of the page it stands for.
    doc: 'https://developers.google.com/search/docs/appearance/structured-data/carousel',
    rule: (list) => {
      const items = each(list, 'itemListElement');
      if (items.length === 0) return ['itemListElement'];
      return items.flatMap(([element, at]) => [
        ...lacking(element, ['position'], at),
        ...(present(element, 'url') || present(element, 'item') ? [] : [`${at}url`]),
      ]);
    },
  },
  FAQPage: {
    // Every question with its name and the text of its accepted answer.
    doc: 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
    rule: (page) => {
      const questions = each(page, 'mainEntity');
      if (questions.length === 0) return ['mainEntity'];
      return questions.flatMap(([question, at]) => [
        ...lacking(question, ['name', 'acceptedAnswer'], at),
        ...(isItem(question) ? each(question, 'acceptedAnswer').flatMap(([answer, inner]) => lacking(answer, ['text'], `${at}${inner}`)) : []),
      ]);
    },
  },
  Event: {
    doc: 'https://developers.google.com/search/docs/appearance/structured-data/event',
    rule: (event) => lacking(event, ['name', 'startDate', 'location'], ''),
  },
  Product: {
    // A product snippet needs its name and at least one of a review, a rating or an offer; an offer needs its price.
    doc: 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
    rule: (product) => [
      ...lacking(product, ['name'], ''),
      ...(['review', 'aggregateRating', 'offers'].some((key) => present(product, key)) ? [] : ['offers']),
      ...each(product, 'offers').flatMap(([offer, at]) =>
        present(offer, 'price') || present(offer, 'lowPrice') || (isItem(offer) && present(offer.priceSpecification, 'price')) ? [] : [`${at}price`],
      ),
    ],
  },
};

/** The schema.org types of one item (`@type` is a name or a list of names; "schema:Course" counts as Course). */
export function typesOf(item: unknown): string[] {
  if (!isItem(item)) return [];
  return values(item['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^(https?:\/\/schema\.org\/|schema:)/, ''));
}

/** The top-level items of a parsed JSON-LD block: the object itself, each of a list, each of an @graph. */
export function topItems(data: unknown): Item[] {
  if (Array.isArray(data)) return data.flatMap(topItems);
  if (!isItem(data)) return [];
  if (Array.isArray(data['@graph'])) return data['@graph'].flatMap(topItems);
  return [data];
}

export interface MissingField {
  type: string;
  /** Path of the missing property, e.g. 'itemListElement[2].item'. */
  field: string;
  /** Google's page that requires it. */
  doc: string;
}

/** Every required property that the items of one parsed JSON-LD block lack. */
export function missingFields(data: unknown): MissingField[] {
  return topItems(data).flatMap((item) =>
    typesOf(item).flatMap((type) => {
      const known = JSON_LD_RULES[type];
      return known ? known.rule(item).map((field) => ({ type, field, doc: known.doc })) : [];
    }),
  );
}
