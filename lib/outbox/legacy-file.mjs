// The JSON-lines outbox file of the site before the database (up to November 2026), read once at the first start after
// the upgrade (lib/outbox/legacy-import.ts), so every entry moves over with its delivery state. Plain ESM as it was.
//
// An entry line holds one enquiry and its delivery status:
//   {"id":"…","receivedAt":"…","templateId":"…","params":{…},"state":"pending","attempts":0}
// A state line records a later status of the entry with that id; when reading, the last one wins:
//   {"id":"…","state":"delivered","attempts":1,"updatedAt":"…"}
// Lines written before the relay existed have no id and no state: they read as 'stored'.

const DELIVERY_STATES = ['stored', 'pending', 'delivered', 'failed'];

const isText = (value) => typeof value === 'string';

/** The status fields of a line; a state line replaces all of them, so a delivery clears an earlier error. */
function statusOf(line) {
  return {
    state: DELIVERY_STATES.includes(line.state) ? line.state : 'stored',
    attempts: Number.isInteger(line.attempts) ? line.attempts : 0,
    ...(isText(line.updatedAt) ? { updatedAt: line.updatedAt } : {}),
    ...(isText(line.lastError) ? { lastError: line.lastError } : {}),
    ...(isText(line.retryAt) ? { retryAt: line.retryAt } : {}),
  };
}

/**
 * Folds the file into one record per entry, oldest first. Lines it cannot read are counted in `damaged`; all but an
 * unfinished last line (a write torn by a crash, never confirmed to the browser) are also returned in `unreadable`, as
 * they were, since such a line may hold a real enquiry.
 */
export function readOutbox(text) {
  const records = new Map();
  const unreadable = [];
  let damaged = 0;
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    if (!raw.trim()) return;
    const torn = index === lines.length - 1;
    let line;
    try {
      line = JSON.parse(raw);
    } catch {
      damaged += 1;
      if (!torn) unreadable.push(raw);
      return;
    }
    if (line && typeof line.params === 'object' && line.params !== null && isText(line.receivedAt)) {
      const id = isText(line.id) ? line.id : `legacy-${index + 1}`;
      records.set(id, { id, receivedAt: line.receivedAt, templateId: String(line.templateId), params: line.params, ...statusOf(line) });
    } else if (line && isText(line.id) && records.has(line.id) && DELIVERY_STATES.includes(line.state)) {
      const { id, receivedAt, templateId, params } = records.get(line.id);
      records.set(id, { id, receivedAt, templateId, params, ...statusOf(line) });
    } else {
      damaged += 1;
      unreadable.push(raw);
    }
  });
  return { records: [...records.values()], damaged, unreadable };
}
