// A real SMTP server in the calling process, for the relay's tests and `npm run bench:submit`: it keeps every
// accepted message as raw source, and can refuse or hold one on request. Never used by the site itself.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the sink on `host` (127.0.0.1 unless given; `port` 0: any free port). `answer(n)` runs when the n-th message
 * (counted from 1, refused ones included) has arrived and before the server replies: return nothing to accept it, or
 * `{ code, message }` to refuse it with that SMTP reply; awaiting in it holds the reply back. `refuseRecipient(address,
 * attempt)` runs at each RCPT TO, `attempt` counting how often that address (lower case) was offered, from 1: return
 * nothing to accept the recipient, or `{ code, message }` to refuse it (550 for good, 451 for now).
 */
export async function startSmtpSink({ host = '127.0.0.1', port = 0, answer, refuseRecipient } = {}) {
  const messages = [];
  const waiters = [];
  const offered = new Map();
  let arrived = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Close at once: the relay keeps a pooled connection open, and closing must not wait for it to quit.
    closeTimeout: 50,
    async onRcptTo(address, session, callback) {
      const key = address.address.toLowerCase();
      const attempt = (offered.get(key) ?? 0) + 1;
      offered.set(key, attempt);
      const refusal = await refuseRecipient?.(address.address, attempt);
      if (!refusal) return callback();
      const error = new Error(refusal.message);
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        arrived += 1;
        const refusal = await answer?.(arrived);
        if (refusal) {
          const error = new Error(refusal.message);
          error.responseCode = refusal.code;
          callback(error);
          return;
        }
        messages.push({
          source: Buffer.concat(chunks).toString('utf8'),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        for (const waiter of waiters.filter((w) => messages.length >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        callback();
      });
    },
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  return {
    port: actualPort,
    url: `smtp://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    messages,
    /** Every accepted message, parsed by mailparser. */
    parsed: () => Promise.all(messages.map((message) => simpleParser(message.source))),
    /** Resolves once `count` messages have been accepted; rejects after `timeoutMs`. */
    waitFor(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = { count, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (!waiters.includes(waiter)) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`SMTP sink: ${messages.length} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
