// The outbox file format, one JSON object per line, read by the server (lib/outbox/store.ts) and by
// `npm run outbox` (scripts/outbox.mjs). Plain ESM so the script runs without a build.
//
// An entry line holds one enquiry and its delivery status:
//   {"id":"…","receivedAt":"…","templateId":"…","params":{…},"state":"pending","attempts":0}
// A state line records a later status of the entry with that id; when reading, the last one wins:
//   {"id":"…","state":"delivered","attempts":1,"updatedAt":"…"}
// Lines written before the relay existed have no id and no state: they read as 'stored'.

export const DELIVERY_STATES = ['stored', 'pending', 'delivered', 'failed'];

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

/** Folds the file into one record per entry, oldest first. Lines that do not parse (a torn last write) are counted. */
export function readOutbox(text) {
  const records = new Map();
  let damaged = 0;
  text.split('\n').forEach((raw, index) => {
    if (!raw.trim()) return;
    let line;
    try {
      line = JSON.parse(raw);
    } catch {
      damaged += 1;
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
    }
  });
  return { records: [...records.values()], damaged };
}

export const entryLine = (record) => `${JSON.stringify(record)}\n`;

export const stateLine = (id, status) => `${JSON.stringify({ id, ...status })}\n`;
