import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer } from './mailer';
import { readOutbox } from './outbox';

const quietLog = { info: () => {} };

describe('mailer', () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-outbox-'));
  after(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

  it('without SMTP_URL writes one file per mail with To, Subject and the text, and logs it', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({ smtpUrl: null, outboxDir, from: '"Chapter" <c@uni.edu>', log: { info: (entry: unknown) => logged.push(entry) } });
    await mailer.send({ to: 'a@uni.edu', subject: 'First', text: 'Hello A' });
    await mailer.send({
      to: 'b@uni.edu',
      subject: 'Second',
      text: 'Hello B',
      attachments: [{ filename: 's.webp', content: Buffer.from('xx'), contentType: 'image/webp' }],
    });
    assert.equal(fs.readdirSync(outboxDir).length, 2);
    const [mail] = await readOutbox(outboxDir, 'a@uni.edu');
    assert.match(mail, /^From: "Chapter" <c@uni.edu>\nTo: a@uni.edu\n/);
    assert.match(mail, /\nSubject: First\n\nHello A\n$/);
    assert.match((await readOutbox(outboxDir, 'b@uni.edu'))[0], /Attachment: s\.webp \(image\/webp, 2 bytes\)/);
    assert.equal(logged.length, 2);
    assert.equal((logged[0] as { text: string }).text, 'Hello A');
  });

  it('with SMTP_URL sends through the SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: 'c@uni.edu', log: quietLog });
      await mailer.send({ to: 'smtp@uni.edu', subject: 'Via SMTP', text: 'Your code is 123456' });
      assert.equal(received.length, 1);
      assert.match(received[0], /Subject: Via SMTP/);
      assert.match(received[0], /Your code is 123456/);
      assert.equal((await readOutbox(outboxDir, 'smtp@uni.edu')).length, 0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
