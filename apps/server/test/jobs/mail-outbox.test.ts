import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mail, type TransportMessage } from '../../src/modules/mail/mailer.js';
import { listOutboxFor } from '../../src/modules/mail/mail.repository.js';
import { inTransaction } from '../../src/db/transaction.js';
import { createTestApp, drainJobs, type TestApp } from '../helpers/test-app.js';
import { jobsOf, makeRetriesDue } from './job-test-kit.js';

let t: TestApp;
/** what the provider accepted */
let accepted: TransportMessage[] = [];
/** what each try handed the provider, accepted or not */
let tried: TransportMessage[] = [];
/** how many of the next sends the provider refuses */
let refusals = 0;

beforeAll(async () => {
  t = await createTestApp();
  // an SMTP provider stand-in: the job and the outbox are the real ones
  t.deps.mailer = createMailer({
    db: t.db,
    jobs: t.deps.jobs,
    from: 'portal@example.com',
    log: () => {},
    transport: {
      async sendMail(message) {
        tried.push(message);
        if (refusals > 0) {
          refusals--;
          throw new Error('421 try again later');
        }
        accepted.push(message);
        return { messageId: message.messageId, response: '250 2.0.0 queued as A1B2' };
      },
    },
  });
}, 180_000);
afterAll(() => t.close());
beforeEach(() => {
  accepted = [];
  tried = [];
  refusals = 0;
});

const mailTo = (to: string): Mail => ({ to, subject: `hello ${to}`, text: 'body' });

describe('mail outbox', () => {
  it("keeps a mail's files with it and hands the same bytes to every try", async () => {
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]);
    const mail: Mail = {
      ...mailTo('files@example.com'),
      attachments: [
        { fileName: 'invoice-A1.pdf', contentType: 'application/pdf', content: pdf },
        { fileName: 'notes.txt', contentType: 'text/plain', content: Buffer.from('two') },
      ],
    };
    await t.deps.mailer.send(mail);
    refusals = 1;
    await drainJobs(t);
    await makeRetriesDue(t);
    await drainJobs(t);
    expect(tried).toHaveLength(2);
    for (const message of tried) {
      expect(message.attachments).toEqual([
        { filename: 'invoice-A1.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('two') },
      ]);
    }
    expect(accepted).toHaveLength(1);
    // a mail without files hands the provider none
    await t.deps.mailer.send(mailTo('plain@example.com'));
    await drainJobs(t);
    expect(accepted.at(-1)).not.toHaveProperty('attachments');
  });

  it('a send only writes the outbox row and its job; the job sends it and records the acceptance', async () => {
    await t.deps.mailer.send(mailTo('one@example.com'));
    const [row] = await listOutboxFor(t.db, 'one@example.com');
    expect(row).toMatchObject({ sent_at: null, attempts: 0 });
    const queued = (await jobsOf(t, 'mail_send')).filter(
      (j) => j.data.outboxId === String(row!.id),
    );
    expect(queued).toMatchObject([{ state: 'created' }]);
    expect(accepted).toEqual([]);

    expect(await drainJobs(t)).toBeGreaterThanOrEqual(1);
    expect(accepted).toMatchObject([
      { to: 'one@example.com', messageId: `<outbox-${row!.id}@example.com>` },
    ]);
    const [sent] = await listOutboxFor(t.db, 'one@example.com');
    expect(sent).toMatchObject({
      attempts: 1,
      message_id: `<outbox-${row!.id}@example.com>`,
      provider_response: '250 2.0.0 queued as A1B2',
      error: null,
    });
    expect(sent!.sent_at).toBeInstanceOf(Date);
  });

  it('mail enqueued in the work transaction commits with it', async () => {
    await inTransaction(t.db, async (trx) => {
      await trx
        .insertInto('mail_outbox')
        .values({ to_address: 'work@example.com', subject: 'the work', body_text: '' })
        .execute();
      await t.deps.mailer.send(mailTo('two@example.com'), trx);
    });
    expect(await listOutboxFor(t.db, 'two@example.com')).toHaveLength(1);
    await drainJobs(t);
    expect(accepted.map((m) => m.to)).toEqual(['two@example.com']);
  });

  it('mail of work that rolled back is neither stored, queued nor sent', async () => {
    const jobsBefore = (await jobsOf(t, 'mail_send')).length;
    await expect(
      inTransaction(t.db, async (trx) => {
        await t.deps.mailer.send(mailTo('three@example.com'), trx);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await listOutboxFor(t.db, 'three@example.com')).toEqual([]);
    expect(await jobsOf(t, 'mail_send')).toHaveLength(jobsBefore);
    await drainJobs(t);
    expect(accepted).toEqual([]);
  });

  it('a refusing provider is retried after a back-off, and the mail is sent once when accepted', async () => {
    refusals = 1;
    await t.deps.mailer.send(mailTo('four@example.com'));
    const [row] = await listOutboxFor(t.db, 'four@example.com');
    const mine = async () =>
      (await jobsOf(t, 'mail_send')).filter((j) => j.data.outboxId === String(row!.id));

    await drainJobs(t);
    expect(accepted).toEqual([]);
    expect(await listOutboxFor(t.db, 'four@example.com')).toMatchObject([
      { sent_at: null, attempts: 1, error: '421 try again later' },
    ]);
    const [waiting] = await mine();
    expect(waiting).toMatchObject({ state: 'retry' });
    // the first retry waits about the policy's 60 s, not a moment
    expect(waiting!.start_after.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await drainJobs(t)).toBe(0);

    await makeRetriesDue(t);
    await drainJobs(t);
    expect(accepted.map((m) => m.to)).toEqual(['four@example.com']);
    expect(await mine()).toMatchObject([{ state: 'completed' }]);
    expect(await listOutboxFor(t.db, 'four@example.com')).toMatchObject([
      { attempts: 2, error: null },
    ]);

    // a job that runs again after the acceptance was recorded does not send again
    await t.deps.mailer.deliver(row!.id);
    expect(accepted).toHaveLength(1);
  });
});
